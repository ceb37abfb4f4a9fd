/** Who is acting: the signed-in citizen a session resolves to. Services take this, never a request. */
export interface Actor {
  uid: string;
  isAdmin: boolean;
}
