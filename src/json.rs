//! Converting between values and JSON through one reader and one writer.
//!
//! Every type's serde code is compiled once per reader and once per writer it
//! meets. The engine therefore reads every JSON value through JSON text
//! (`read_text`), and builds every JSON value by writing text: the code that reads and writes cards, actions and
//! games exists once in the build (the wasm the page loads), not once per
//! caller.

use serde::de::DeserializeOwned;
use serde::Serialize;
use serde_json::Value;

/// `T` read from JSON text. Every type read from outside refuses fields it
/// does not have (`deny_unknown_fields`), so a misspelt field is an error
/// (named by its path in `formats::json_path`), never silently dropped.
pub fn read_text<T: DeserializeOwned>(text: &str) -> Result<T, serde_json::Error> {
    let mut de = serde_json::Deserializer::from_str(text);
    let v = T::deserialize(&mut de)?;
    de.end()?;
    Ok(v)
}

/// serde_json's error without the position in the text (the text is this
/// module's own writing, not the user's).
pub fn plain(e: serde_json::Error) -> String {
    let raw = e.to_string();
    match raw.rfind(" at line ") {
        Some(i) => raw[..i].to_string(),
        None => raw,
    }
}

/// `x` as JSON text. Every JSON text the engine writes goes through the one
/// writer of `to_string_bounded`.
pub fn to_string<T: Serialize + ?Sized>(x: &T) -> Result<String, String> {
    to_string_bounded(x, usize::MAX, "memory")
}

/// An in-memory text that refuses to grow past `max` bytes, or past the
/// memory it can get: either stops the writing with an error, never a panic
/// (in wasm a failed allocation is a trap that ends the instance).
struct BoundedWriter<'a> {
    buf: Vec<u8>,
    max: usize,
    limit: &'a str,
}

impl std::io::Write for BoundedWriter<'_> {
    #[inline]
    fn write(&mut self, data: &[u8]) -> std::io::Result<usize> {
        self.write_all(data).map(|_| data.len())
    }

    #[inline]
    fn write_all(&mut self, data: &[u8]) -> std::io::Result<()> {
        let need = self.buf.len().saturating_add(data.len());
        // The usual case, kept short: the text fits the room already had.
        if need <= self.buf.capacity() && need <= self.max {
            self.buf.extend_from_slice(data);
            return Ok(());
        }
        self.grow(need, data)
    }

    fn flush(&mut self) -> std::io::Result<()> {
        Ok(())
    }
}

impl BoundedWriter<'_> {
    /// `write_all` when the buffer must grow (or the text is past `max`).
    #[cold]
    fn grow(&mut self, need: usize, data: &[u8]) -> std::io::Result<()> {
        if need > self.max {
            return Err(std::io::Error::other(format!("is more than {} bytes long, over the limit ({})", self.max, self.limit)));
        }
        if need > self.buf.capacity() {
            let want = need.max(self.buf.capacity().saturating_mul(2)).min(self.max);
            self.buf.try_reserve_exact(want - self.buf.len()).map_err(|e| std::io::Error::other(format!("is too big for the memory there is ({e})")))?;
        }
        self.buf.extend_from_slice(data);
        Ok(())
    }
}

/// `v` as JSON text of at most `max` bytes. Past `max` (the constant named
/// `limit`), or when memory for the text can't be had, the error says so
/// ("is more than N bytes long, over the limit (limits::…)"); the buffer never
/// grows past `max`.
pub fn to_string_bounded<T: Serialize + ?Sized>(v: &T, max: usize, limit: &str) -> Result<String, String> {
    let mut out = BoundedWriter { buf: Vec::new(), max, limit };
    serde_json::to_writer(&mut out, v).map_err(|e| e.to_string())?;
    String::from_utf8(out.buf).map_err(|e| e.to_string())
}

/// `v` read as a `T`; fields `T` does not have are skipped (unless `T`
/// refuses unknown fields), as `serde_json::from_value` does.
pub fn from_value<T: DeserializeOwned>(v: Value) -> Result<T, String> {
    let text = to_string(&v)?;
    drop(v);
    read_text(&text).map_err(plain)
}

/// `x` as a JSON value, as `serde_json::to_value` gives it.
pub fn to_value<T: Serialize>(x: T) -> Result<Value, String> {
    let text = to_string(&x)?;
    serde_json::from_str(&text).map_err(plain)
}
