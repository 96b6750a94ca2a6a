#include "core/pdf_canon.hpp"

#include <algorithm>
#include <cctype>
#include <charconv>
#include <cstdint>
#include <cstdio>
#include <deque>
#include <map>
#include <string>
#include <system_error>
#include <utility>
#include <vector>

namespace gelu::pdf {
namespace {

bool isSpace(char c) {
  return c == ' ' || c == '\n' || c == '\r' || c == '\t' || c == '\f' || c == '\0';
}
bool isDelimiter(char c) {
  return c == '(' || c == ')' || c == '<' || c == '>' || c == '[' || c == ']' || c == '{' ||
         c == '}' || c == '/' || c == '%';
}

/// A reference "N G R" found in an object's text (where it is and the object it names), or a
/// font subset's tag ("/QTAAAA+DejaVuSans": `number` < 0, `begin` at the tag's first letter).
struct Ref {
  std::size_t begin = 0;  ///< offset of N, or of the tag
  std::size_t end = 0;    ///< one past 'R', or past the tag's six letters
  long number = -1;
  bool isTag() const { return number < 0; }
};

/// Whether `name` (after its '/') starts with a subset tag: six capitals and '+'.
bool hasSubsetTag(std::string_view name) {
  if (name.size() < 8 || name[6] != '+') return false;
  return std::all_of(name.begin(), name.begin() + 6, [](char c) { return c >= 'A' && c <= 'Z'; });
}

/// One object of the file: its text after "N 0 obj" up to the next object, the references in
/// the part before any stream, and the stream's offset (text.size() when it has none).
struct Object {
  std::string_view text;
  std::vector<Ref> refs;
};

std::optional<long> parseInt(std::string_view s) {
  long v = 0;
  const auto [end, ec] = std::from_chars(s.data(), s.data() + s.size(), v);
  if (ec != std::errc() || end != s.data() + s.size()) return std::nullopt;
  return v;
}

/// The references in `text` before a "stream" keyword, skipping strings, hex strings and
/// comments. False when the text is malformed (an unterminated string).
bool findRefs(std::string_view text, std::vector<Ref>* refs) {
  struct Token {
    std::size_t begin, end;
  };
  std::vector<Token> words;  // the last plain words, to spot "N G R"
  std::size_t i = 0;
  while (i < text.size()) {
    const char c = text[i];
    if (isSpace(c)) {
      ++i;
    } else if (c == '%') {
      while (i < text.size() && text[i] != '\n' && text[i] != '\r') ++i;
    } else if (c == '(') {
      int depth = 0;
      for (; i < text.size(); ++i) {
        if (text[i] == '\\') {
          ++i;
        } else if (text[i] == '(') {
          ++depth;
        } else if (text[i] == ')' && --depth == 0) {
          break;
        }
      }
      if (i >= text.size()) return false;
      ++i;
      words.clear();
    } else if (text.substr(i, 2) == "<<" || text.substr(i, 2) == ">>") {
      i += 2;
      words.clear();
    } else if (c == '<') {
      const std::size_t close = text.find('>', i);
      if (close == std::string_view::npos) return false;
      i = close + 1;
      words.clear();
    } else if (isDelimiter(c)) {
      // "[", "]", names ("/Font"): none is part of a reference.
      ++i;
      if (c == '/') {
        const std::size_t begin = i;
        while (i < text.size() && !isSpace(text[i]) && !isDelimiter(text[i])) ++i;
        if (hasSubsetTag(text.substr(begin, i - begin))) refs->push_back({begin, begin + 6, -1});
      }
      words.clear();
    } else {
      const std::size_t begin = i;
      while (i < text.size() && !isSpace(text[i]) && !isDelimiter(text[i])) ++i;
      const std::string_view word = text.substr(begin, i - begin);
      if (word == "stream") return true;  // the raw bytes that follow are not PDF syntax
      if (word == "R" && words.size() >= 2) {
        const Token n = words[words.size() - 2];
        const Token g = words[words.size() - 1];
        const auto number = parseInt(text.substr(n.begin, n.end - n.begin));
        const auto generation = parseInt(text.substr(g.begin, g.end - g.begin));
        if (number && generation && *number >= 0) refs->push_back({n.begin, i, *number});
        words.clear();
        continue;
      }
      words.push_back({begin, i});
    }
  }
  return true;
}

/// Qt names subsets by a counter that follows its hash order; the canonical tags are given in
/// the order the tags first appear in the canonical file: GEAAAA, GEAAAB, …
std::string tagFor(std::string_view old, std::map<std::string, std::string>* tags) {
  const auto [it, added] = tags->emplace(std::string(old), std::string());
  if (added) {
    std::size_t k = tags->size() - 1;
    std::string tag = "GEAAAA";
    for (int d = 5; d >= 2; --d, k /= 26) tag[d] = static_cast<char>('A' + k % 26);
    it->second = tag;
  }
  return it->second;
}

std::string rewrite(std::string_view text, const std::vector<Ref>& refs,
                    const std::map<long, long>& renumber,
                    std::map<std::string, std::string>* tags) {
  std::string out;
  out.reserve(text.size());
  std::size_t at = 0;
  for (const Ref& r : refs) {
    out.append(text.substr(at, r.begin - at));
    if (r.isTag()) {
      out += tagFor(text.substr(r.begin, 6), tags);
    } else {
      const auto it = renumber.find(r.number);
      out += std::to_string(it == renumber.end() ? r.number : it->second) + " 0 R";
    }
    at = r.end;
  }
  out.append(text.substr(at));
  return out;
}

}  // namespace

std::optional<std::string> canonicalPdf(std::string_view pdf) {
  // The cross-reference table named by the last "startxref".
  const std::size_t sx = pdf.rfind("startxref");
  if (sx == std::string_view::npos) return std::nullopt;
  std::size_t p = sx + 9;
  while (p < pdf.size() && isSpace(pdf[p])) ++p;
  std::size_t q = p;
  while (q < pdf.size() && std::isdigit(static_cast<unsigned char>(pdf[q]))) ++q;
  const auto xref = parseInt(pdf.substr(p, q - p));
  if (!xref || *xref <= 0 || static_cast<std::size_t>(*xref) >= sx ||
      pdf.substr(*xref, 4) != "xref") {
    return std::nullopt;
  }
  const std::size_t trailer = pdf.find("trailer", *xref);
  if (trailer == std::string_view::npos || trailer > sx) return std::nullopt;
  // "xref" then one section "0 N" and N entries "oooooooooo ggggg n|f".
  std::vector<std::string_view> words;
  for (std::size_t i = *xref + 4; i < trailer;) {
    while (i < trailer && isSpace(pdf[i])) ++i;
    const std::size_t b = i;
    while (i < trailer && !isSpace(pdf[i])) ++i;
    if (i > b) words.push_back(pdf.substr(b, i - b));
  }
  if (words.size() < 2 || words[0] != "0") return std::nullopt;
  const auto count = parseInt(words[1]);
  if (!count || *count < 1 || words.size() != 2 + 3 * static_cast<std::size_t>(*count)) {
    return std::nullopt;
  }
  std::map<std::size_t, long> byOffset;  // offset → object number, for the objects' extents
  for (long n = 1; n < *count; ++n) {
    const auto offset = parseInt(words[2 + 3 * n]);
    if (!offset || words[3 + 3 * n] != "00000" || words[4 + 3 * n] != "n") return std::nullopt;
    if (*offset <= 0 || *offset >= *xref) return std::nullopt;
    if (!byOffset.emplace(static_cast<std::size_t>(*offset), n).second) return std::nullopt;
  }
  if (byOffset.empty()) return std::nullopt;
  std::map<long, Object> objects;
  for (auto it = byOffset.begin(); it != byOffset.end(); ++it) {
    const auto next = std::next(it);
    const std::size_t end = next == byOffset.end() ? static_cast<std::size_t>(*xref) : next->first;
    const std::string head = std::to_string(it->second) + " 0 obj";
    if (pdf.substr(it->first, head.size()) != head) return std::nullopt;
    Object o;
    o.text = pdf.substr(it->first + head.size(), end - it->first - head.size());
    if (!findRefs(o.text, &o.refs)) return std::nullopt;
    objects.emplace(it->second, o);
  }
  const std::string_view trailerText = pdf.substr(trailer, sx - trailer);
  std::vector<Ref> trailerRefs;
  if (!findRefs(trailerText, &trailerRefs)) return std::nullopt;

  // New numbers in the order the objects are reached from the trailer.
  std::map<long, long> renumber;
  std::vector<long> order;
  std::deque<long> queue;
  const auto reach = [&](const std::vector<Ref>& refs) {
    for (const Ref& r : refs) {
      if (!r.isTag() && objects.count(r.number) != 0 && renumber.emplace(r.number, 0).second) {
        queue.push_back(r.number);
      }
    }
  };
  reach(trailerRefs);
  while (!queue.empty()) {
    const long n = queue.front();
    queue.pop_front();
    order.push_back(n);
    reach(objects.at(n).refs);
  }
  for (const auto& [n, o] : objects) {  // unreachable objects keep their relative order
    if (renumber.emplace(n, 0).second) order.push_back(n);
  }
  for (std::size_t i = 0; i < order.size(); ++i) renumber[order[i]] = static_cast<long>(i) + 1;

  std::map<std::string, std::string> tags;
  std::string out(pdf.substr(0, byOffset.begin()->first));
  std::vector<std::size_t> offsets;
  for (const long n : order) {
    const Object& o = objects.at(n);
    offsets.push_back(out.size());
    out += std::to_string(renumber.at(n)) + " 0 obj";
    out += rewrite(o.text, o.refs, renumber, &tags);
  }
  const std::size_t xrefAt = out.size();
  out += "xref\n0 " + std::to_string(order.size() + 1) + "\n0000000000 65535 f \n";
  char entry[32];
  for (const std::size_t offset : offsets) {
    std::snprintf(entry, sizeof entry, "%010zu 00000 n \n", offset);
    out += entry;
  }
  out += rewrite(trailerText, trailerRefs, renumber, &tags);
  out += "startxref\n" + std::to_string(xrefAt) + "\n%%EOF\n";
  return out;
}

namespace {

/// A number as PDF writes it: at most three decimals, no trailing zeros (whatever the locale).
std::string pdfNumber(double v) {
  char text[48];
  const auto end = std::to_chars(text, text + sizeof text, v, std::chars_format::fixed, 3).ptr;
  std::string out(text, end);
  while (!out.empty() && out.back() == '0') out.pop_back();
  if (!out.empty() && out.back() == '.') out.pop_back();
  return out == "-0" ? "0" : out;
}

}  // namespace

bool setExactPageSize(std::string& pdf, double width, double height) {
  static constexpr std::string_view kKey = "/MediaBox";
  std::vector<std::pair<std::size_t, std::string>> edits;
  for (std::size_t at = pdf.find(kKey); at != std::string::npos; at = pdf.find(kKey, at + 1)) {
    std::size_t open = at + kKey.size();
    while (open < pdf.size() && pdf[open] == ' ') ++open;
    if (open >= pdf.size() || pdf[open] != '[') return false;
    const std::size_t close = pdf.find(']', open);
    if (close == std::string::npos) return false;
    const std::string inner = pdf.substr(open + 1, close - open - 1);
    double box[4];
    const char* p = inner.data();
    const char* const end = inner.data() + inner.size();
    for (double& v : box) {
      while (p < end && *p == ' ') ++p;
      const auto [next, error] = std::from_chars(p, end, v);
      if (error != std::errc()) return false;
      p = next;
    }
    while (p < end && *p == ' ') ++p;
    if (p != end) return false;
    // The top edge stays where Qt's drawing starts; the bottom moves up (or down) to the size.
    const std::string exact = pdfNumber(box[0]) + ' ' + pdfNumber(box[3] - height) + ' ' +
                              pdfNumber(box[0] + width) + ' ' + pdfNumber(box[3]);
    if (exact.size() > inner.size()) return false;
    edits.emplace_back(open + 1, exact + std::string(inner.size() - exact.size(), ' '));
  }
  if (edits.empty()) return false;
  for (const auto& [offset, text] : edits) pdf.replace(offset, text.size(), text);
  return true;
}

}  // namespace gelu::pdf
