#pragma once
// Parses the window's options (no display needed for --help or errors), then opens the window.
int runWindow(int argc, char* argv[]);
