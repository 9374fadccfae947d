import { describe, expect, it } from "vitest";
import { htmlToRows } from "./html-to-rows";

describe("htmlToRows", () => {
  it("lays a table row's cells side by side and stacks the rows", () => {
    const html = `<table><tr><td>GF Bread<br><small>2 x $3.49</small></td><td align="right">$6.98</td></tr>
      <tr><td>Subtotal</td><td>$6.98</td></tr></table>`;
    expect(htmlToRows(html)).toEqual(["GF Bread   $6.98", "2 x $3.49", "Subtotal   $6.98"]);
  });

  it("reads a block that ends in a lone amount as a row of columns", () => {
    const html = `<div class="row"><div><img src="x.png"></div><div>Oat Milk <small>(1.75 L)</small><br>1 x $4.99</div><div><span>$4.99</span></div></div>`;
    expect(htmlToRows(html)).toEqual(["Oat Milk (1.75 L)   $4.99", "1 x $4.99"]);
  });

  it("leaves out what is not shown: the head, hidden parts, screen-reader text and struck prices", () => {
    const html = `<html><head><title>Receipt</title><style>.gone { display: none } .was{text-decoration:line-through}</style></head>
      <body><div style="display:none;max-height:0">Preview text $9.99</div><p class="gone">Hidden $1.00</p>
      <table><tr><td>Rice Pasta</td><td><span class="sr-only">Final price:</span><s>$5.49</s> <span class="was">$5.29</span> $3.99</td></tr></table>
      <script>var total = "$100.00"</script></body></html>`;
    expect(htmlToRows(html)).toEqual(["Rice Pasta   $3.99"]);
  });

  it("leaves out an off-screen copy of a price that is shown beside it", () => {
    const html = `<div><span class="a-price"><span class="a-offscreen">$13.99</span><span aria-hidden="true">$13.99</span></span></div>`;
    expect(htmlToRows(html)).toEqual(["$13.99"]);
  });

  it("reads a page as a wide screen shows it: a phone's rules do not hide the wide copy of its items", () => {
    const html = `<html><head><style>@media only screen and (max-width: 599px) { .wide-only { display: none !important; } .phone-only { display: block !important; } }
      .phone-only { display: none }</style></head><body><p class="phone-only">GF Crac...   £2.99</p><p class="wide-only">GF Crackers   £2.99</p></body></html>`;
    expect(htmlToRows(html)).toEqual(["GF Crackers £2.99"]);
  });

  it("keeps a part the page hides until it is opened: a saved order keeps the rest of its items there", () => {
    expect(htmlToRows(`<div class="hidden"><p>GF Crackers   $4.49</p></div>`)).toEqual(["GF Crackers $4.49"]);
  });

  it("leaves out a page's controls: a popover's trigger between an item's name and its price is not its name", () => {
    const html = `<div><a href="/gp/product/B0">Paper Towels, 16 Rolls</a></div><div>Sold by: Shop</div>
      <div><span data-action="a-popover"><a href="javascript:void(0)">Return and product support eligibility</a></span></div>
      <div><span role="button">Track package</span></div><div>$38.84</div><div>Condition: New</div>`;
    expect(htmlToRows(html)).toEqual(["Paper Towels, 16 Rolls", "Sold by: Shop", "$38.84", "Condition: New"]);
  });

  it("reads a control's words as the label of the amount beside them", () => {
    const html = `<div class="a-row"><div class="a-column"><span><a href="javascript:void(0)" role="button"><span>Refund Total</span></a></span></div>
      <div class="a-column"><span>$19.20</span></div></div>`;
    expect(htmlToRows(html)).toEqual(["Refund Total   $19.20"]);
  });

  it("reads a row's cells that an e-mail template wraps in an inline element", () => {
    const html = `<table><tr><span style="display:inline;"><td>Postage and packaging</td></span><span><td>£0.16 GBP</td></span></tr>
      <tr><span style="display:none"><td>Hidden note</td></span><td>Total</td><td>£1.15 GBP</td></tr></table>`;
    expect(htmlToRows(html)).toEqual(["Postage and packaging   £0.16 GBP", "Total   £1.15 GBP"]);
  });
});
