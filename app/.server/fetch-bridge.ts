import type { NextFunction, Request as ExpressRequest, RequestHandler, Response as ExpressResponse } from "express";
import { createReadableStreamFromReadable, writeReadableStreamToWritable } from "@react-router/node";

/**
 * The Web Request for an Express request, as React Router's Express adapter builds it: the origin is
 * the protocol and host Express resolved (X-Forwarded-* only behind a trusted proxy), and the request
 * is aborted when the client goes away before its response is done.
 */
export function toWebRequest(req: ExpressRequest, res: ExpressResponse): Request {
  const forwardedPort = req.app.enabled("trust proxy") ? req.get("x-forwarded-host")?.split(":")[1] : undefined;
  const hostPort = req.get("host")?.split(":")[1];
  const port = [forwardedPort, hostPort].map((value) => Number.parseInt(value ?? "", 10)).find(Number.isSafeInteger);
  const hostname = req.hostname.split(/[\\/?#@]/)[0] || "localhost";
  const url = new URL(`${req.protocol}://${hostname}${port ? `:${port}` : ""}${req.originalUrl}`);
  const controller = new AbortController();
  let finished = false;
  res.on("finish", () => (finished = true));
  res.on("close", () => {
    if (!finished) controller.abort();
  });
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) for (const item of value) headers.append(name, item);
    else if (value !== undefined) headers.set(name, value);
  }
  const withBody = req.method !== "GET" && req.method !== "HEAD";
  return new Request(url.href, {
    method: req.method,
    headers,
    signal: controller.signal,
    ...(withBody ? { body: createReadableStreamFromReadable(req), duplex: "half" } : {}),
  } as RequestInit);
}

/**
 * Sends a Web Response through Express (so compression and the headers set before still apply).
 * A 304 carries no Content-Security-Policy: the browser keeps the stored page with the policy it came
 * with, whose nonce matches that page's scripts, and a new one would replace it and block them.
 */
export async function sendWebResponse(res: ExpressResponse, response: Response): Promise<void> {
  if (res.destroyed || res.writableEnded) {
    await response.body?.cancel();
    return;
  }
  res.statusMessage = response.statusText;
  res.status(response.status);
  if (response.status === 304) res.removeHeader("Content-Security-Policy");
  for (const [name, value] of response.headers) res.append(name, value);
  if (!response.body) {
    res.end();
    return;
  }
  try {
    await writeReadableStreamToWritable(response.body, res);
  } catch (error) {
    if (!(res.destroyed || res.writableEnded)) throw error;
  }
}

/** An Express handler that answers with `handle`'s Web Response; a thrown error goes to Express's error handler. */
export function fetchHandler(handle: (request: Request, req: ExpressRequest, res: ExpressResponse) => Promise<Response>): RequestHandler {
  return async (req: ExpressRequest, res: ExpressResponse, next: NextFunction) => {
    try {
      await sendWebResponse(res, await handle(toWebRequest(req, res), req, res));
    } catch (error) {
      next(error);
    }
  };
}
