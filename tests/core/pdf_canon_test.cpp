#include "core/pdf_canon.hpp"

#include <gtest/gtest.h>

#include <string>
#include <utility>
#include <vector>

namespace {

/// A small PDF with the given objects (number, text after "N 0 obj") written in that order,
/// with its cross-reference table and a trailer naming `root`.
std::string makePdf(const std::vector<std::pair<int, std::string>>& objects, int root) {
  std::string out = "%PDF-1.4\n%\xe2\xe3\xcf\xd3\n";
  std::vector<std::size_t> offsets(objects.size() + 1, 0);
  for (const auto& [n, text] : objects) {
    offsets[n] = out.size();
    out += std::to_string(n) + " 0 obj\n" + text + "\nendobj\n";
  }
  const std::size_t xref = out.size();
  out += "xref\n0 " + std::to_string(objects.size() + 1) + "\n0000000000 65535 f \n";
  char entry[32];
  for (std::size_t n = 1; n < offsets.size(); ++n) {
    std::snprintf(entry, sizeof entry, "%010zu 00000 n \n", offsets[n]);
    out += entry;
  }
  out += "trailer\n<<\n/Size " + std::to_string(objects.size() + 1) + "\n/Root " +
         std::to_string(root) + " 0 R\n>>\nstartxref\n" + std::to_string(xref) + "\n%%EOF\n";
  return out;
}

const std::string kStream = "<< /Length 9 >>\nstream\n1 0 R (\xff\nendstream";

TEST(PdfCanon, TheSameObjectsNumberedAndWrittenInAnotherOrderGiveTheSameBytes) {
  // Fonts 3 and 4 with descriptors 5 and 6 — in run b the descriptors were numbered the other
  // way round, written in another order and the subset tagged otherwise, as Qt's hash order does.
  const std::string a = makePdf({{1, "<< /Type /Catalog /Pages 2 0 R >>"},
                                 {2, "<< /F3 3 0 R /F4 4 0 R /Title (a 5 0 R b) >>"},
                                 {3, "<< /Descriptor 5 0 R >>"},
                                 {4, "<< /Descriptor 6 0 R >>"},
                                 {5, "<< /Name /A /FontName /QTAAAA+DejaVuSans /FontFile 7 0 R >>"},
                                 {6, "<< /Name /B >>"},
                                 {7, kStream}},
                                1);
  const std::string b = makePdf({{1, "<< /Type /Catalog /Pages 2 0 R >>"},
                                 {2, "<< /F3 3 0 R /F4 4 0 R /Title (a 5 0 R b) >>"},
                                 {4, "<< /Descriptor 5 0 R >>"},
                                 {5, "<< /Name /B >>"},
                                 {3, "<< /Descriptor 6 0 R >>"},
                                 {6, "<< /Name /A /FontName /QNAAAA+DejaVuSans /FontFile 7 0 R >>"},
                                 {7, kStream}},
                                1);
  ASSERT_NE(a, b);
  const auto ca = gelu::pdf::canonicalPdf(a);
  const auto cb = gelu::pdf::canonicalPdf(b);
  ASSERT_TRUE(ca.has_value());
  ASSERT_TRUE(cb.has_value());
  EXPECT_EQ(*ca, *cb);
  // Canonical already: a second pass changes nothing.
  EXPECT_EQ(gelu::pdf::canonicalPdf(*ca), *ca);
  // Subset tags follow Qt's counter: renamed in order of appearance.
  EXPECT_NE(ca->find("/FontName /GEAAAA+DejaVuSans"), std::string::npos);
  // Strings and stream bytes are not references: copied as they are.
  EXPECT_NE(ca->find("/Title (a 5 0 R b)"), std::string::npos);
  EXPECT_NE(ca->find("stream\n1 0 R (\xff\nendstream"), std::string::npos);
}

TEST(PdfCanon, TheCrossReferenceTablePointsAtEveryObject) {
  const std::string a =
      makePdf({{1, "<< /Kids [3 0 R 2 0 R] >>"}, {2, "(two)"}, {3, "(three)"}}, 1);
  const auto c = gelu::pdf::canonicalPdf(a);
  ASSERT_TRUE(c.has_value());
  // Breadth first from the trailer: 1, then 3 (first in /Kids) as 2, then 2 as 3.
  EXPECT_NE(c->find("<< /Kids [2 0 R 3 0 R] >>"), std::string::npos);
  const std::size_t xref = std::stoul(c->substr(c->rfind("startxref") + 10));
  ASSERT_EQ(c->substr(xref, 4), "xref");
  for (int n = 1; n <= 3; ++n) {
    const std::size_t offset = std::stoul(c->substr(xref + 9 + 20 * n, 10));
    EXPECT_EQ(c->substr(offset, std::to_string(n).size() + 6), std::to_string(n) + " 0 obj");
  }
  EXPECT_NE(c->find("2 0 obj\n(three)"), std::string::npos);
}

TEST(PdfCanon, FilesItDoesNotUnderstandAreRefused) {
  const std::string good = makePdf({{1, "<< >>"}}, 1);
  EXPECT_TRUE(gelu::pdf::canonicalPdf(good).has_value());
  EXPECT_FALSE(gelu::pdf::canonicalPdf("").has_value());
  EXPECT_FALSE(gelu::pdf::canonicalPdf("%PDF-1.4\nstartxref\n99999\n%%EOF").has_value());
  std::string broken = good;
  broken.replace(broken.find("1 0 obj"), 7, "9 0 obj");  // the table points at another object
  EXPECT_FALSE(gelu::pdf::canonicalPdf(broken).has_value());
  const std::string unterminated = makePdf({{1, "<< /Title (open >>"}}, 1);
  EXPECT_FALSE(gelu::pdf::canonicalPdf(unterminated).has_value());
  const std::string truncated = good.substr(0, good.size() / 2);
  EXPECT_FALSE(gelu::pdf::canonicalPdf(truncated).has_value());
}

}  // namespace

namespace {

// Qt's 338 pt page for a 337.5 pt figure becomes exactly 600 × 337.5, its top edge kept, the
// file's length and every offset unchanged; a file without a box of four numbers is left alone.
TEST(PdfPageSize, TheMediaBoxGetsTheFiguresExactSize) {
  const std::string before =
      "1 0 obj\n<< /Type /Page /MediaBox [0 0 600.000000 338.000000] >>\nendobj\n";
  std::string pdf = before;
  ASSERT_TRUE(gelu::pdf::setExactPageSize(pdf, 600, 337.5));
  EXPECT_EQ(pdf.size(), before.size());
  EXPECT_NE(pdf.find("/MediaBox [0 0.5 600 338 "), std::string::npos) << pdf;
  EXPECT_EQ(pdf.substr(pdf.find(']')), before.substr(before.find(']')));
  // A page Qt rounded down: the box reaches below 0.
  std::string down = "/MediaBox [0 0 601.000000 337.000000]";
  ASSERT_TRUE(gelu::pdf::setExactPageSize(down, 600.75, 337.25));
  EXPECT_EQ(down.rfind("/MediaBox [0 -0.25 600.75 337", 0), 0u) << down;
  for (std::string bad :
       {std::string("/MediaBox [0 0 600]"), std::string("no box"),
        std::string("/MediaBox [0 0 6x0 338]"), std::string("/MediaBox [0 0 1 1]")}) {
    const std::string was = bad;
    EXPECT_FALSE(gelu::pdf::setExactPageSize(bad, 600.125, 337.5)) << was;
    EXPECT_EQ(bad, was);
  }
}

}  // namespace
