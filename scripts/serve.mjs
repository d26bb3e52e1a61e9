// Serves the playground, read-only, on 127.0.0.1: www/ at /, and the project's
// folders an embedding page loads from at their own paths (MOUNTS below):
// /pkg/ (the engine), /tutorials/, /scenarios/ and /puzzles/ (their JSON files).
// Only GET and HEAD; a path that is missing, a folder, a dotfile or outside
// its folder is a 404. No CORS headers: a page on another origin cannot read
// these files (README, "Embedding a board").
// Usage: node scripts/serve.mjs [--port N]   (or PORT=N)
import { createServer } from "node:http";
import { readFile } from "node:fs/promises";
import { extname, isAbsolute, relative, resolve, sep } from "node:path";

const TYPES = {
  ".html": "text/html; charset=utf-8", ".js": "text/javascript; charset=utf-8", ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8", ".json": "application/json; charset=utf-8", ".wasm": "application/wasm", ".svg": "image/svg+xml",
  ".png": "image/png", ".ts": "text/plain; charset=utf-8", ".ico": "image/x-icon",
  ".woff": "font/woff", ".woff2": "font/woff2", ".ttf": "font/ttf", ".pzl": "text/plain; charset=utf-8",
};

/** URL prefix → folder of the project (relative to the root). Anything else is www/. */
export const MOUNTS = { "/pkg/": "pkg", "/tutorials/": "tutorials", "/scenarios/": "scenarios", "/puzzles/": "puzzles" };

/**
 * The file a URL path names, or null (→ 404): the path is decoded, split into
 * segments, and refused if any segment is empty after the first, `.`/`..`, a
 * dotfile, or holds a NUL or a backslash; the result must lie inside its folder.
 */
export function fileFor(root, pathname) {
  let path;
  try {
    path = decodeURIComponent(pathname);
  } catch {
    return null; // malformed %-escape
  }
  if (path.endsWith("/")) path += "index.html";
  const prefix = Object.keys(MOUNTS).find((p) => path.startsWith(p));
  const dir = resolve(root, prefix ? MOUNTS[prefix] : "www");
  const rest = path.slice(prefix ? prefix.length : 1).split("/");
  if (rest.some((s) => !s || s.startsWith(".") || /[\0\\]/.test(s))) return null;
  const file = resolve(dir, ...rest);
  const rel = relative(dir, file);
  if (!rel || rel.startsWith(".." + sep) || rel === ".." || isAbsolute(rel)) return null;
  return file;
}

export function startServer(port, host = "127.0.0.1") {
  const root = resolve(".");
  const server = createServer(async (req, res) => {
    const plain = (status, text, extra = {}) => {
      res.writeHead(status, { "content-type": "text/plain; charset=utf-8", "x-content-type-options": "nosniff", ...extra });
      res.end(req.method === "HEAD" ? undefined : text);
    };
    if (req.method !== "GET" && req.method !== "HEAD") return plain(405, "method not allowed (read-only)", { allow: "GET, HEAD" });
    let file;
    try {
      file = fileFor(root, new URL(req.url ?? "/", "http://x").pathname);
    } catch {
      file = null;
    }
    if (!file) return plain(404, "not found");
    try {
      const body = await readFile(file);
      res.writeHead(200, {
        "content-type": TYPES[extname(file)] ?? "application/octet-stream",
        "cache-control": "no-store",
        "x-content-type-options": "nosniff",
      });
      res.end(req.method === "HEAD" ? undefined : body);
    } catch (e) {
      const missing = e.code === "ENOENT" || e.code === "EISDIR" || e.code === "ENOTDIR";
      plain(missing ? 404 : 500, missing ? "not found" : "error");
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
    () => {
      const at = `http://127.0.0.1:${port}`;
      console.log(`stackwise playground: ${at}/`);
      console.log(`  also served: ${Object.keys(MOUNTS).map((p) => at + p).join(", ")} (read-only)`);
    },
    (e) => { console.error(`serve: ${e.message}`); process.exit(1); },
  );
}
