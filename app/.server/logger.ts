import pino from "pino";

/**
 * The one structured logger. Personal data must never reach it: the redact list is a safety net
 * for fields that could be logged by mistake, not a licence to log objects wholesale.
 */
export const logger = pino({
  level: process.env.LOG_LEVEL || (process.env.NODE_ENV === "test" ? "silent" : "info"),
  base: undefined,
  redact: {
    paths: [
      "password",
      "*.password",
      "customer_phone",
      "*.customer_phone",
      "customerPhone",
      "*.customerPhone",
      "shipping_address",
      "*.shipping_address",
      "shippingAddress",
      "*.shippingAddress",
      "req.headers.cookie",
      "req.headers.authorization",
    ],
    censor: "[redacted]",
  },
});
