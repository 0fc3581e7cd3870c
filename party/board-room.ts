import { Server, type Connection } from "partyserver";
import type { ServerMessage } from "./protocol";

// One room per client board, named by the board id. Hibernation keeps idle rooms free.
export class BoardRoom extends Server {
  static options = { hibernate: true };

  onConnect(connection: Connection) {
    const hello: ServerMessage = {
      type: "hello",
      boardId: this.name,
      connections: [...this.getConnections()].length,
    };
    connection.send(JSON.stringify(hello));
  }
}
