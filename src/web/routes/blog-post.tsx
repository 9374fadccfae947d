import { Link, useParams } from "react-router";
import { PlaceholderPage } from "../components/layout/placeholder-page";

export default function BlogPostPage() {
  const { slug } = useParams();
  return (
    <PlaceholderPage title="Blog Post">
      The article “{slug}” will appear here. Meanwhile, browse the{" "}
      <Link to="/blog" className="text-emerald-800 underline underline-offset-4">
        blog
      </Link>
      .
    </PlaceholderPage>
  );
}
