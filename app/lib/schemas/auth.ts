import { z } from "zod";

export const LoginSchema = z.object({
  email: z
    .string({ error: "Please enter a valid email" })
    .trim()
    .toLowerCase()
    .pipe(z.email({ error: "Please enter a valid email" })),
  // Not trimmed: spaces can be part of a password.
  password: z
    .string({ error: "Password must be at least 6 characters" })
    .min(6, "Password must be at least 6 characters")
    .max(128, "Password must be at most 128 characters"),
});

export type LoginData = z.output<typeof LoginSchema>;
