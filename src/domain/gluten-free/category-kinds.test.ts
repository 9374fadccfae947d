import { describe, expect, it } from "vitest";
import { categoryKind, lineKind, namedKind } from "./category-kinds";

// Product names as data/catalog/products.csv and data/gluten-free/gf-products.csv spell them, and GF till lines.
const KINDS: Record<string, Record<string, readonly string[]>> = {
  "Cereal & Oats": {
    "instant oatmeal and hot cereal": [
      "Quaker Instant Oatmeal Maple & Brown Sugar",
      "Apples and Cinnamon Instant Oatmeal",
      "Cream Of Wheat Instant Cereal Original",
      "Yumi Organics Overnight Oats Dark Chocolate",
      "Nature's Path Organic Gluten-Free Oatmeal Creamy Coconut 6 x 38 g",
    ],
    oats: [
      "GF OATS",
      "Bob's Red Mill Organic Rolled Oats Old Fashioned",
      "Quaker Old Fashioned Large Flake Oats",
      "Compliments Quick Cook Steel Cut Oats",
      "Canada Oat Groats Hulled (Canada)",
      "GRUAU SANS GLUTEN",
    ],
    "granola and muesli": ["Nature's Path GF Granola", "Bob's Red Mill Cereal Muesli European Style", "Quaker Harvest Crunch Granola Cereal Original"],
    "boxed cereal": [
      "Cheerios Cereal Oat Crunch Almond Family Size",
      "Almond Flavoured Cereal, Honey Bunches Of Oats",
      "Cap'N Crunch Cereal Crunch Berries Corn & Oat",
      "GF HONEY NUT O'S",
      "Kellogg's Corn Flakes Cereal",
    ],
  },
  "Pasta & Noodles": {
    "dry pasta": [
      "Barilla Pasta Rotini",
      "Catelli Classic, Spaghettini Pasta",
      "Western Family Lasagna Noodles",
      "No Yolks Broad Egg Noodle",
      "Panache Pasta Orzo",
      "Casbah Vegetarian Couscous Original",
      "GF SPAG 340G",
    ],
    "fresh and filled pasta": ["Olivieri Three Cheese Tortellini", "Rana Ravioli Mushroom", "Compliments Potato Gnocchi", "Olivieri Fresh Ricotta & Spinach Ravioli"],
    "instant noodles": ["Mr. Noodles Instant Noodles Chicken", "Nongshim Shin Ramyun, Family Pack", "Compliments Cup Noodles Vegetable", "GF RAMEN NOODLES"],
    "macaroni and cheese and pasta sides": [
      "Kraft Dinner Pasta Original",
      "Annie's Macaroni & Cheese Classic Cheddar",
      "Knorr Sidekicks Butter & Herb Pasta Side Dish",
      "Pasta Roni Vermicelli Garlic & Olive Oil",
      "Casbah Couscous Lemon Spinach",
      "GF MAC & CHEESE",
    ],
    "ready pasta meals": [
      "Bertolli Frozen Pasta Penne Chicken Alfredo",
      "Hungry Man XL Buffalo Chicken Mac/Cheese Bowl",
      "Crave White Cheddar Mac & Cheese with Bacon",
      "Smart Ones Creamy Rigatoni with Chicken & Broccoli",
    ],
  },
  "Baking & Flour": {
    flours: [
      "Robin Hood Original All Purpose Flour",
      "Rogers 100% Whole Grain Whole Wheat Flour",
      "FARINE TOUT USAGE S/GLUTEN",
      "Bob's Red Mill Gluten-Free Flour 1 To 1 Baking 1.81 kg",
    ],
    "baking mixes": [
      "Betty Crocker Super Moist Golden Cake Mix",
      "Quaker Muffin Mix Blueberry Buttermilk",
      "Pearl Milling Company Pancake Mix Original",
      "Betty Crocker Bisquick Pancake and Baking Mix Original",
    ],
    "crumbs, coatings and stuffing": ["Kikkoman Bread Crumbs Panko", "Compliments Graham Crumbs", "Stove Top Turkey Stuffing Mix", "Compliments Coating Mix Original"],
    "pastry and dough": ["Tenderflake Puff Pastry", "Great Value Deep Dish Pie Shells", "Pillsbury Chocolate Chip Cookie Dough Ready to Bake", "Pillsbury Grands Crescent Rolls"],
  },
  Bread: {
    "baguettes and garlic bread": ["Ace Bakery Bake Your Own Demi Baguette White (frozen)", "FURLANI Garlic Toast Original", "Compliments Garlic Bread (frozen)", "SCHAR GF BAGUETTE"],
    "sliced bread": ["Dempster's Sandwich Bread White", "Wonder Bread - 100% Whole Wheat", "Country Harvest Sourdough Loaf Bread", "GF WHITE BREAD"],
  },
  "Snack Bars": {
    "protein bars": ["Clif Builders Protein Bar Peanut Butter", "RxBar Protein Bar Coconut Chocolate", "Atkins Protein Bar Chocolate Peanut Butter"],
    "granola, nut and cereal bars": [
      "Nature Valley Crunchy Granola Bars Oats 'n' Honey",
      "Kellogg's Nutrigrain Cereal Bars Blueberry",
      "Kind Trail Mix Bar - Almond Sea Salt & Dark Chocolate",
      "Larabar Energy Bar Chocolate Brownie 45 g",
    ],
  },
  Other: {
    perogies: ["Cheemo Perogies Bacon Romano", "GF PEROGIES"],
    "dumplings, spring rolls and samosas": ["KJ Frozen Dumpling Pork & Spinach", "Compliments Frozen Vegetable Spring Rolls", "Gelda Aloo Mutter Samosa (frozen)"],
    "lasagnas and pasta bakes": ["Compliments Frozen Beef Lasagna", "Michelina's Lasagna with Meat Sauce & Cheese", "GF BEEF LASAGNA FROZEN"],
    licorice: ["Twizzlers Licorice Black", "Compliments All Sorts Licorice"],
    "croutons and salad toppings": ["Compliments Croutons Lightly Seasoned", "Fresh Gourmet Salad Toppings Wonton Strips Garlic Ginger"],
    "ready meals": ["Swanson Chicken Pot Pie", "Hungry Man Frozen Entrée Salisbury Beef Steak", "Old El Paso Hard Taco Dinner Kit"],
  },
};

describe("categoryKind", () => {
  for (const [category, kinds] of Object.entries(KINDS)) {
    for (const [kind, names] of Object.entries(kinds)) {
      it.each(names)(`${category}: %s is ${kind}`, (name) => {
        expect(categoryKind(category, name)).toBe(kind);
      });
    }
  }

  it("leaves a category of one kind whole", () => {
    expect(categoryKind("Buns & Bagels", "GF HOT DOG BUNS")).toBeNull();
    expect(categoryKind("Cookies & Biscuits", "Peek Freans Digestive Biscuits")).toBeNull();
  });
});

describe("lineKind", () => {
  it("takes the kind a line's words name, whatever its closest products are", () => {
    expect(lineKind("Snack Bars", "Peanut Butter & Chocolate Oat Bar, Gluten-free", ["protein bars", "protein bars"])).toBe("granola, nut and cereal bars");
  });

  it("takes the category's rest kind for a line that reads as the category's food but names no kind", () => {
    const closest = ["macaroni and cheese and pasta sides", "macaroni and cheese and pasta sides", "dry pasta"];
    expect(lineKind("Pasta & Noodles", "GF MACARONI", closest)).toBe("dry pasta");
  });

  it("takes the kind most of the closest products are when the words cannot be read", () => {
    expect(namedKind("Baking & Flour", "GF AP FLR 1KG")).toBeNull();
    expect(lineKind("Baking & Flour", "GF AP FLR 1KG", ["flours", "flours", "baking mixes"])).toBe("flours");
  });

  it("breaks a tie by the closer product", () => {
    expect(lineKind("Baking & Flour", "GF AP FLR 1KG", ["baking mixes", "flours", "flours", "baking mixes"])).toBe("baking mixes");
  });

  it("falls back on the category's rest kind with no products to go by, and on nothing for a whole category", () => {
    expect(lineKind("Pasta & Noodles", "GF PENNE", [])).toBe("dry pasta");
    expect(lineKind("Buns & Bagels", "GF HOT DOG BUNS", [null])).toBeNull();
  });
});
