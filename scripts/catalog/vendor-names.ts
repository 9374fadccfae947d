// Project Hammer's vendor codes as shoppers know the stores.
const VENDOR_NAMES: Readonly<Record<string, string>> = {
  Loblaws: "Loblaws",
  NoFrills: "No Frills",
  Voila: "Voila",
  Walmart: "Walmart",
  SaveOnFoods: "Save-On-Foods",
  Metro: "Metro",
  TandT: "T&T",
  Galleria: "Galleria",
};

export const vendorName = (code: string) => VENDOR_NAMES[code] ?? code;
