#include "ui/room/RoomAddresses.hpp"

#include <QNetworkInterface>

namespace ui {

QList<RoomAddress> roomAddresses() {
  QList<RoomAddress> network;
  QList<RoomAddress> own;
  for (const QNetworkInterface& i : QNetworkInterface::allInterfaces()) {
    const auto flags = i.flags();
    if (!flags.testFlag(QNetworkInterface::IsUp) || !flags.testFlag(QNetworkInterface::IsRunning))
      continue;
    for (const QNetworkAddressEntry& e : i.addressEntries()) {
      const QHostAddress a = e.ip();
      if (a.protocol() != QAbstractSocket::IPv4Protocol) continue;
      const bool loopback = a.isLoopback();
      (loopback ? own : network) << RoomAddress{i.humanReadableName(), a, loopback};
    }
  }
  if (own.isEmpty()) {
    own << RoomAddress{QStringLiteral("lo"), QHostAddress(QHostAddress::LocalHost), true};
  }
  return network + own;
}

RoomAddress chosenRoomAddress(const QList<RoomAddress>& addresses, const QString& remembered) {
  // By the interface's name: its address may differ from one lecture to the next.
  for (const RoomAddress& a : addresses) {
    if (a.name == remembered) return a;
  }
  return addresses.isEmpty()
             ? RoomAddress{QStringLiteral("lo"), QHostAddress(QHostAddress::LocalHost), true}
             : addresses.front();
}

}  // namespace ui
