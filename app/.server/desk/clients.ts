import { getDb } from "../db";
import { orderClients } from "../db/schema";

/**
 * Notes the client address an order came from (the burst flag counts orders per address). Written
 * after the order is placed, outside its transaction: losing it only weakens one flag.
 */
export async function recordOrderClient(orderId: string, clientAddress: string): Promise<void> {
  const db = await getDb();
  await db.insert(orderClients).values({ orderId, clientAddress }).onConflictDoNothing();
}
