import type { RequestHandler } from "express";
import type { Logger } from "../core/logger";

export const UNTRUSTED_PROXY_WARNING =
  "requests carry X-Forwarded-For but TRUST_PROXY is unset: every visitor appears to come from the proxy's address, " +
  "so rate limits are shared by all of them and HTTPS at the proxy is not seen. " +
  "Set TRUST_PROXY to the number of proxies in front of this server (usually 1) or to their addresses/subnets.";

/**
 * Behind a load balancer with TRUST_PROXY unset, one address stands for every visitor. That is
 * easy to miss and costly, so the first forwarded request says so in the log, once per process.
 */
export function warnUntrustedProxy(logger: Logger, trustProxy: unknown): RequestHandler {
  // A hop count of 0 trusts nothing, like unset.
  let warned = !(trustProxy === undefined || trustProxy === false || trustProxy === 0);
  return (req, _res, next) => {
    if (!warned && req.headers["x-forwarded-for"] !== undefined) {
      warned = true;
      logger.warn({ event: "untrusted-proxy" }, UNTRUSTED_PROXY_WARNING);
    }
    next();
  };
}
