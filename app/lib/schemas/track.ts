import { z } from "zod";

// Uppercased so a number typed in lowercase still matches the stored order_number.
export const TrackSchema = z.object({
  orderNumber: z
    .string({ error: "Order number is required" })
    .trim()
    .min(1, { error: "Order number is required", abort: true })
    .max(32, "Order number is too long")
    .toUpperCase(),
});

export type TrackData = z.output<typeof TrackSchema>;
