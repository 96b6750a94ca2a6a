#pragma once
/// @file
/// @brief Where the room can be served: this computer's network interfaces that are up, by name.
#include <QHostAddress>
#include <QList>
#include <QString>

namespace ui {

struct RoomAddress {
  QString name;  ///< the interface as the system names it ("Wi-Fi", "wlp2s0")
  QHostAddress address;
  bool loopback = false;  ///< this computer only (a test, or a lecturer trying it out)
};

/// Every IPv4 address of an interface that is up and running, the network's first and this
/// computer's own (127.0.0.1) last.
QList<RoomAddress> roomAddresses();

/// The interface remembered by name (the settings key "room/interface"), else the first, from
/// `addresses`.
RoomAddress chosenRoomAddress(const QList<RoomAddress>& addresses, const QString& remembered);

}  // namespace ui
