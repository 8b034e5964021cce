import { z } from "zod";

const required = (message: string, max: number, maxMessage: string) =>
  z.string({ error: message }).trim().min(1, { error: message, abort: true }).max(max, maxMessage);

// The contact form: checked in the browser and again on the server, which stores the message.
export const ContactSchema = z.object({
  name: required("Name is required", 100, "Name must be at most 100 characters"),
  email: z
    .string({ error: "Please enter a valid email" })
    .trim()
    .pipe(z.email({ error: "Please enter a valid email" })),
  subject: required("Subject is required", 200, "Subject must be at most 200 characters"),
  message: required("Message is required", 5000, "Message must be at most 5000 characters"),
});

export type ContactData = z.output<typeof ContactSchema>;
