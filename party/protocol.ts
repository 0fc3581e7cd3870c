// Messages between a client board page and its BoardRoom (the web app imports these too).
// The full board protocol (move, ack, reject, snapshot) arrives with the client boards issue.
export type ServerMessage = { type: "hello"; boardId: string; connections: number };
export type ClientMessage = { type: "ping" };
