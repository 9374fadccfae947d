import { describe, expect, it } from "vitest";
import { classifyFood, hasGlutenFreeRecipe } from "./classify-food";

// Names from data/catalog/products.csv that the catalog build files under a category: the receipt side's vocabulary
// must read them as the same food, or a GF line and its regular products would never meet.
describe("classifyFood agrees with the catalog's categories", () => {
  it.each([
    ["Dempster's Signature The Classic Sausage Buns", "Buns & Bagels"],
    ["Rana Ravioli 4 Cheese", "Pasta & Noodles"],
    ["Olivieri Three Cheese Tortellini", "Pasta & Noodles"],
    ["Barilla Lasagne", "Pasta & Noodles"],
    ["Casbah Couscous Roasted Garlic and Olive Oil", "Pasta & Noodles"],
    ["Christie Chips Ahoy! Soft Chunky Original", "Cookies & Biscuits"],
    ["Allessia Biscotti Cantuccini With Pistachio Almond", "Cookies & Biscuits"],
    ["Kellogg's Rice Krispies", "Cereal & Oats"],
    ["Grissol Melba Toast Sprouted Grains With Seeds", "Crackers & Pretzels"],
    ["Panache Frozen New York Cheesecake Chocolate Selection", "Baked Goods"],
    ["Crown Danish Babka Choc & Almonds in Bag", "Baked Goods"],
    ["Compliments Chewy Nut Bars Almond Sweet & Salty", "Snack Bars"],
    ["Campbell's Chicken Noodle Soup", "Soups & Sauces"],
    ["Broccoli Cheddar Soup", "Soups & Sauces"],
    ["Chunky New England Clam Chowder", "Soups & Sauces"],
    ["Classic Roast Gravy Mix", "Soups & Sauces"],
    ["Kikkoman Soya Sauce", "Condiments"],
    ["Oyster Sauce", "Condiments"],
    ["Malt Vinegar", "Condiments"],
    ["VH Teriyaki Cooking Sauce", "Condiments"],
    ["Graham Crumbs", "Baking & Flour"],
    ["Deep Dish Pie Shells", "Baking & Flour"],
    ["Puff Pastry", "Baking & Flour"],
    ["Neapolitan Style Pizza Dough", "Baking & Flour"],
    ["Flour Tortillas", "Wraps & Pitas"],
    ["Cavendish Onion Rings", "Frozen Breaded"],
    ["Popcorn Chicken, Fully Cooked", "Frozen Breaded"],
    ["Beer Battered Haddock", "Frozen Breaded"],
    ["Frozen Pepperoni Pizza", "Pizza"],
    ["Alcohol-Free Wheat Beer", "Beer"],
    ["Bean & Rice Burrito", "Other"],
    ["Shepherd's Pie", "Other"],
    ["Jamaican Beef Patties", "Other"],
    ["Caesar Salad Croutons", "Other"],
    ["Hamburger Helper Cheeseburger Macaroni", "Other"],
    ["Healthy Choice Frozen Entrée Chicken Teriyaki", "Other"],
    ["Pita Chips Sea Salt", "Crackers & Pretzels"],
    ["Snack Mix Original", "Crackers & Pretzels"],
    ["Cinnamon Buns", "Baked Goods"],
    ["Banana Bread", "Baked Goods"],
    ["Chewy Trail Mix Granola Bars", "Snack Bars"],
    ["Oatmeal Chocolate Chip Cookies", "Cookies & Biscuits"],
    ["Pumpkin Spice Cookie Thins", "Cookies & Biscuits"],
    ["Kraft Dinner Original", "Pasta & Noodles"],
    ["Cheetos Mac'n Cheese", "Pasta & Noodles"],
    ["Texas Garlic Toast", "Bread"],
    ["Rye Bread With Sunflower Seeds", "Bread"],
  ])("%s → %s", (name, category) => {
    expect(classifyFood(name)).toEqual({ kind: "substitute", category });
  });

  it("reads meat as meat unless it is coated or in pastry", () => {
    expect(classifyFood("Maple Leaf Bacon").kind).toBe("natural");
    expect(classifyFood("GF Chicken Breast").kind).toBe("natural");
    expect(classifyFood("GF Breaded Chicken Breast")).toEqual({ kind: "substitute", category: "Frozen Breaded" });
    expect(classifyFood("Sausage Rolls")).toEqual({ kind: "substitute", category: "Other" });
  });
});

describe("classifyFood reads the food a name is, not a word it shares with a substitute", () => {
  it.each([
    "Cookies & Cream Ice Cream", "Greek Yogurt with Granola", "Pizza Mozzarella Shredded Cheese",
    "Beer Battered Fries", "Nacho Tortilla Chips", "Rice Noodles", "Spaghetti Squash", "Four Cheese Pasta Sauce",
    "Apple Pie Filling", "Root Beer", "Cracker Barrel Old Cheddar", "Everything Bagel Seasoning", "Hot Dogs",
  ])("%s is a gluten-free food whatever its other words say", (name) => {
    expect(classifyFood(name).kind).toBe("natural");
  });

  it.each(["Milk Chocolate Fruit & Nut Bar", "Bag of Apples, Jersey Mac"])("%s shares a word with a substitute but is none", (name) => {
    expect(classifyFood(name).kind).not.toBe("substitute");
  });

  it("keeps the hot dog bun a bun however the name orders its words", () => {
    expect(classifyFood("Hot Dog Original Buns")).toEqual({ kind: "substitute", category: "Buns & Bagels" });
  });
});

describe("hasGlutenFreeRecipe", () => {
  it.each([
    "Brown Rice Penne", "Pasta Brown Rice Spagetti", "Red Lentil Rotini", "Almond Flour", "Cauliflower Pizza Crust",
    "Grain-Free Tortillas", "Tamari Soy Sauce", "Rice Multigrain Crackers",
  ])("%s is gluten-free by its recipe", (name) => {
    expect(hasGlutenFreeRecipe(name)).toBe(true);
  });

  it.each(["Whole Wheat Penne", "Kellogg's Rice Krispies", "All Purpose Flour", "Chex Mix"])("%s is not", (name) => {
    expect(hasGlutenFreeRecipe(name)).toBe(false);
  });

  it("leaves the food a substitute: a GF rice pasta on a receipt is still claimable pasta", () => {
    expect(classifyFood("GF BROWN RICE PASTA")).toEqual({ kind: "substitute", category: "Pasta & Noodles" });
  });
});
