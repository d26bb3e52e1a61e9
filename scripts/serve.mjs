// Serves the playground: www/ at /, pkg/ at /pkg/, on 127.0.0.1.
// Usage: node scripts/serve.mjs [--port N]   (or PORT=N)
import { createServer } from "node:http";
import { readFile } from "node:fs/promises";
import { extname, join, normalize, resolve } from "node:path";

const TYPES = {
  ".html": "text/html; charset=utf-8", ".js": "text/javascript; charset=utf-8", ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8", ".json": "application/json", ".wasm": "application/wasm", ".svg": "image/svg+xml",
  ".png": "image/png", ".ts": "text/plain; charset=utf-8", ".ico": "image/x-icon",
  ".woff": "font/woff", ".woff2": "font/woff2", ".ttf": "font/ttf",
};

export function startServer(port, host = "127.0.0.1") {
  const root = resolve(".");
  const server = createServer(async (req, res) => {
    try {
      const url = new URL(req.url, "http://x");
      let path = decodeURIComponent(url.pathname);
      if (path.endsWith("/")) path += "index.html";
      const base = path.startsWith("/pkg/") ? root : join(root, "www");
      const file = normalize(join(base, path));
      if (!file.startsWith(base)) throw Object.assign(new Error("outside"), { code: "ENOENT" });
      const body = await readFile(file);
      res.writeHead(200, { "content-type": TYPES[extname(file)] ?? "application/octet-stream", "cache-control": "no-store" });
      res.end(body);
    } catch (e) {
      res.writeHead(e.code === "ENOENT" || e.code === "EISDIR" ? 404 : 500, { "content-type": "text/plain" });
      res.end(e.code === "ENOENT" || e.code === "EISDIR" ? "not found" : "error");
    }
  });
  return new Promise((ok, fail) => {
    server.once("error", fail);
    server.listen(port, host, () => ok(server));
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const i = process.argv.indexOf("--port");
  const port = Number(i > 0 ? process.argv[i + 1] : process.env.PORT ?? 8080);
  if (!Number.isInteger(port) || port < 1 || port > 65535) {
    console.error(`serve: bad port '${i > 0 ? process.argv[i + 1] : process.env.PORT}'`);
    process.exit(2);
  }
  startServer(port).then(
    () => console.log(`stackwise playground: http://127.0.0.1:${port}/`),
    (e) => { console.error(`serve: ${e.message}`); process.exit(1); },
  );
}
