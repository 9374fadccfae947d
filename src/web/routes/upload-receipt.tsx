import { PlaceholderPage } from "../components/layout/placeholder-page";

export default function UploadReceiptPage() {
  return (
    <PlaceholderPage title="Upload Your Grocery Receipt">
      Photograph or upload a grocery receipt and we will find the gluten-free items on it.
    </PlaceholderPage>
  );
}
