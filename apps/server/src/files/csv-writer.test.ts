import { describe, expect, it } from "vitest";
import { csvDocument, csvField, csvRecord, csvRecords, guardFormula, utf8Bom } from "./csv-writer";

describe("CSV fields (RFC 4180)", () => {
  it("leaves plain text and numbers as they are and empties null", () => {
    expect(csvField("Anna Jónsdóttir")).toBe("Anna Jónsdóttir");
    expect(csvField(12900)).toBe("12900");
    expect(csvField(-3)).toBe("-3");
    expect(csvField(null)).toBe("");
    expect(csvField(undefined)).toBe("");
    expect(csvField(true)).toBe("true");
  });

  it("quotes commas, quotes and line breaks, doubling the quotes inside", () => {
    expect(csvField("Doe, Jane")).toBe('"Doe, Jane"');
    expect(csvField('The "Ice" Cave')).toBe('"The ""Ice"" Cave"');
    expect(csvField("line one\nline two")).toBe('"line one\nline two"');
    expect(csvField("a\r\nb")).toBe('"a\r\nb"');
  });

  it("makes text a spreadsheet would run as a formula read as text", () => {
    for (const risky of ["=1+2", "+354 555 1234", "-2+3", "@SUM(A1)", "\tx", "\rx"])
      expect(guardFormula(risky)).toBe(`'${risky}`);
    expect(guardFormula("Anna")).toBe("Anna");
    expect(guardFormula("a=b")).toBe("a=b");
    expect(csvField('=HYPERLINK("http://evil","x")')).toBe(`"'=HYPERLINK(""http://evil"",""x"")"`);
    expect(csvField("\rcmd")).toBe(`"'\rcmd"`);
  });

  it("leaves a plain number written as text alone, negative ones too, so that sums still work", () => {
    for (const amount of ["-1.50", "-12900", "49.00", "0"]) expect(guardFormula(amount)).toBe(amount);
    expect(guardFormula("-1.5.0")).toBe("'-1.5.0");
    expect(guardFormula("-1e3")).toBe("'-1e3");
  });

  it("ends records with CRLF and starts the document with a byte order mark", () => {
    expect(csvRecord(["a", 1, null, "b,c"])).toBe('a,1,,"b,c"\r\n');
    const document = csvDocument(["Name", "Seats"], [["Anna", 2]]);
    expect(document).toBe(`${utf8Bom}Name,Seats\r\nAnna,2\r\n`);
    expect(document.charCodeAt(0)).toBe(0xfeff);
  });

  it("writes records without a byte order mark, an empty record as an empty line", () => {
    expect(csvRecords([["Invoice", "A-1"], [], ["", "", "Total", "49.00"]])).toBe(
      "Invoice,A-1\r\n\r\n,,Total,49.00\r\n",
    );
  });
});
