import { useParams } from "react-router";
import { PlaceholderPage } from "../components/layout/placeholder-page";

export default function ReceiptReviewPage() {
  const { id } = useParams();
  return (
    <PlaceholderPage title="Review Receipt">
      Check the items found on receipt {id} and choose which gluten-free purchases to claim.
    </PlaceholderPage>
  );
}
