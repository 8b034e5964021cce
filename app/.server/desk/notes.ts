import { desc, eq } from "drizzle-orm";
import { MAX_NOTE_LENGTH } from "~/lib/desk";
import { isUuid } from "~/lib/uuid";
import { getDb } from "../db";
import { pgErrorCode, FOREIGN_KEY_VIOLATION } from "../db/errors";
import { orderNotes } from "../db/schema";
import { OrderError } from "../orders/errors";

/** Adds a staff note to an order. Throws OrderError 400 for an empty or too long note, 404 for an unknown order. */
export async function addOrderNote(orderId: string, body: string, authorEmail: string) {
  const text = body.trim();
  if (!text) throw new OrderError("Please write a note first", 400);
  if (text.length > MAX_NOTE_LENGTH) throw new OrderError(`A note can be at most ${MAX_NOTE_LENGTH} characters`, 400);
  if (!isUuid(orderId)) throw new OrderError("Order not found", 404);
  const db = await getDb();
  try {
    const [note] = await db.insert(orderNotes).values({ orderId, body: text, authorEmail }).returning();
    return note!;
  } catch (error) {
    if (pgErrorCode(error) === FOREIGN_KEY_VIOLATION) throw new OrderError("Order not found", 404);
    throw error;
  }
}

/** An order's staff notes, newest first. */
export async function listOrderNotes(orderId: string) {
  const db = await getDb();
  return db
    .select({
      id: orderNotes.id,
      body: orderNotes.body,
      authorEmail: orderNotes.authorEmail,
      createdAt: orderNotes.createdAt,
    })
    .from(orderNotes)
    .where(eq(orderNotes.orderId, orderId))
    .orderBy(desc(orderNotes.createdAt), desc(orderNotes.id));
}
