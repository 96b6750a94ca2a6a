// The room rule, enforced: every source file includes only the rooms its room may include, as
// ARCHITECTURE.md's rooms table says; and only ui/panels/qcp/ reaches into QCustomPlot's
// protected or private parts. The direction of the code rests on this test, not on care alone.
#include <gtest/gtest.h>

#include <algorithm>

#include <filesystem>
#include <fstream>
#include <map>
#include <regex>
#include <set>
#include <sstream>
#include <string>
#include <vector>

namespace {

namespace fs = std::filesystem;

std::string readFile(const fs::path& p) {
  std::ifstream in(p, std::ios::binary);
  std::stringstream s;
  s << in.rdbuf();
  return s.str();
}

/// The rooms table: room → the rooms its files may include (folders ending in '/').
std::map<std::string, std::set<std::string>> roomsTable() {
  std::map<std::string, std::set<std::string>> rooms;
  std::istringstream text(readFile(fs::path(GELU_SOURCE_DIR) / "ARCHITECTURE.md"));
  bool inTable = false;
  const std::regex quoted("`([^`]*)`");
  for (std::string line; std::getline(text, line);) {
    if (line.rfind("| Room | Target | Links | May include |", 0) == 0) {
      inTable = true;
      continue;
    }
    if (!inTable) continue;
    if (line.empty() || line[0] != '|') break;
    if (line.rfind("|---", 0) == 0 || line.rfind("| ---", 0) == 0) continue;
    std::vector<std::string> cells;
    std::stringstream row(line.substr(1));
    for (std::string cell; std::getline(row, cell, '|');) cells.push_back(cell);
    if (cells.size() < 4) continue;
    std::smatch m;
    if (!std::regex_search(cells.front(), m, quoted)) continue;
    const std::string room = m[1];
    std::set<std::string>& allowed = rooms[room];
    const std::string& last = cells[cells.size() - 1].find('`') != std::string::npos
                                  ? cells[cells.size() - 1]
                                  : cells[cells.size() - 2];
    for (auto it = std::sregex_iterator(last.begin(), last.end(), quoted);
         it != std::sregex_iterator(); ++it) {
      allowed.insert((*it)[1]);
    }
  }
  return rooms;
}

/// The room of a path: the longest room that is a prefix of it ("" when none is).
std::string roomOf(const std::string& path,
                   const std::map<std::string, std::set<std::string>>& rooms) {
  std::string best;
  for (const auto& [room, allowed] : rooms) {
    if (path.rfind(room, 0) == 0 && room.size() > best.size()) best = room;
  }
  return best;
}

/// The project's source files in the rooms' folders.
std::vector<std::string> sources() {
  std::vector<std::string> out;
  for (const char* top : {"core", "ui", "app"}) {
    const fs::path root = fs::path(GELU_SOURCE_DIR) / top;
    for (const auto& e : fs::recursive_directory_iterator(root)) {
      const std::string ext = e.path().extension().string();
      if (ext != ".cpp" && ext != ".hpp" && ext != ".h") continue;
      out.push_back(fs::relative(e.path(), GELU_SOURCE_DIR).generic_string());
    }
  }
  return out;
}

TEST(Rooms, TheTableNamesEveryRoom) {
  const auto rooms = roomsTable();
  ASSERT_GE(rooms.size(), 9u) << "ARCHITECTURE.md has no rooms table";
  for (const char* room : {"core/", "core/model/", "ui/model/", "ui/typeset/", "ui/panels/",
                           "ui/panels/qcp/", "ui/export/", "ui/lecture/", "ui/window/", "app/"}) {
    EXPECT_EQ(rooms.count(room), 1u) << room;
  }
  for (const std::string& file : sources()) {
    EXPECT_NE(roomOf(file, rooms), "") << file << " lies in no room of the table";
  }
}

// ARCHITECTURE.md stays one page a new maintainer reads through: at most 250 lines.
TEST(Rooms, TheArchitectureIsOnePage) {
  std::istringstream text(readFile(fs::path(GELU_SOURCE_DIR) / "ARCHITECTURE.md"));
  int lines = 0;
  std::vector<int> wide;  // prose lines over 100 characters (UTF-8 continuation bytes not counted)
  for (std::string line; std::getline(text, line);) {
    ++lines;
    const auto chars = std::count_if(line.begin(), line.end(), [](char c) {
      return (static_cast<unsigned char>(c) & 0xC0) != 0x80;
    });
    if (!line.empty() && line[0] != '|' && chars > 100) wide.push_back(lines);
  }
  EXPECT_GT(lines, 100);  // the file was read
  EXPECT_LE(lines, 250);
  EXPECT_TRUE(wide.empty()) << "line " << wide.front() << " is over 100 characters";
}

// A file includes only rooms at or below its own: core never includes the model or Qt's face
// of it, the model never a panel, panels never the window, and so on up.
TEST(Rooms, NoFileIncludesARoomAboveItsOwn) {
  const auto rooms = roomsTable();
  ASSERT_FALSE(rooms.empty());
  const std::regex include(R"(^\s*#\s*include\s*"([^"]+)\")");
  int checked = 0;
  std::vector<std::string> wrong;
  for (const std::string& file : sources()) {
    const std::string room = roomOf(file, rooms);
    std::istringstream text(readFile(fs::path(GELU_SOURCE_DIR) / file));
    for (std::string line; std::getline(text, line);) {
      std::smatch m;
      if (!std::regex_search(line, m, include)) continue;
      const std::string target = m[1];
      const std::string targetRoom = roomOf(target, rooms);
      if (targetRoom.empty()) continue;  // a file beside it ("cli.hpp"), not a room's
      ++checked;
      if (rooms.at(room).count(targetRoom) == 0) wrong.push_back(file + " includes " + target);
    }
  }
  EXPECT_GT(checked, 500);
  EXPECT_TRUE(wrong.empty()) << wrong.size() << " includes against the rooms table, e.g. "
                             << (wrong.empty() ? "" : wrong.front());
}

// QCustomPlot's protected and private parts are reached in one room only: a class derived to name
// a protected member (the pointer-to-member idiom), its private classes (QCP…Private).
TEST(Rooms, OnlyTheQcpRoomTouchesQCustomPlotsInternals) {
  // A member named through a class ("layer->*LayerParts::kDraw", "axis->*&AxisAccess::m…").
  const std::regex internals(R"((->|\.)\*\s*&?[A-Z]\w*::|QCP[A-Za-z]*Private\b)");
  std::vector<std::string> wrong;
  int insideQcp = 0;
  for (const std::string& file : sources()) {
    const std::string text = readFile(fs::path(GELU_SOURCE_DIR) / file);
    if (!std::regex_search(text, internals)) continue;
    if (file.rfind("ui/panels/qcp/", 0) == 0) {
      ++insideQcp;
    } else {
      wrong.push_back(file);
    }
  }
  EXPECT_GT(insideQcp, 0);  // the idiom is still found where it lives
  EXPECT_TRUE(wrong.empty()) << "QCustomPlot's internals touched outside ui/panels/qcp/: "
                             << (wrong.empty() ? "" : wrong.front());
}

}  // namespace
