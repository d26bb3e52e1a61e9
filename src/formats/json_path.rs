//! Deserializing JSON with errors that name where the mistake is.
//!
//! serde_json reports a data error (a wrong type, an unknown field, a missing
//! field) with a line and column, not with the path of the value. To name the
//! path, the value is written out again with one value (or one opening or
//! closing bracket) per line, recording the path of each line; the error's line
//! then gives the path. Errors that serde raises only after it has buffered a
//! whole value (internally tagged enums such as actions and effects) point at
//! that value's closing bracket: for those, a wrong value is looked for among
//! the value's parts and named when exactly one part fits the description.
//! Every message is then reworded to say the problem plainly
//! (`players[0].life: expected a whole number from -2147483648 to 2147483647, found the string "x"`).

use serde::de::DeserializeOwned;
use serde_json::Value;

/// `path.key`, or `path["odd key"]` when the key is not a plain name.
pub fn join(path: &str, key: &str) -> String {
    let plain = !key.is_empty() && key.chars().all(|c| c.is_ascii_alphanumeric() || c == '_') && !key.starts_with(|c: char| c.is_ascii_digit());
    match (path.is_empty(), plain) {
        (true, true) => key.to_string(),
        (false, true) => format!("{path}.{key}"),
        (_, false) => format!("{path}[{}]", crate::json::to_string(key).unwrap_or_default()),
    }
}

fn index(path: &str, i: usize) -> String {
    format!("{path}[{i}]")
}

/// One line per value: (text of the line, path of the value it belongs to).
/// Closing brackets are recorded with their path too (see `closing`).
fn lay(v: &Value, path: &str, prefix: String, out: &mut Vec<(String, String)>) {
    match v {
        Value::Object(m) if !m.is_empty() => {
            out.push((format!("{prefix}{{"), path.to_string()));
            let n = m.len();
            for (i, (k, x)) in m.iter().enumerate() {
                let key = crate::json::to_string(k).unwrap_or_default();
                lay(x, &join(path, k), format!("{key}: "), out);
                if i + 1 < n {
                    if let Some(l) = out.last_mut() {
                        l.0.push(',');
                    }
                }
            }
            out.push(("}".into(), path.to_string()));
        }
        Value::Array(a) if !a.is_empty() => {
            out.push((format!("{prefix}["), path.to_string()));
            let n = a.len();
            for (i, x) in a.iter().enumerate() {
                lay(x, &index(path, i), String::new(), out);
                if i + 1 < n {
                    if let Some(l) = out.last_mut() {
                        l.0.push(',');
                    }
                }
            }
            out.push(("]".into(), path.to_string()));
        }
        _ => out.push((format!("{prefix}{}", crate::json::to_string(v).unwrap_or_default()), path.to_string())),
    }
}

/// Deserialize `v` (found at `root`) as a `T`. The error names the path of the
/// value at fault and says what is wrong with it. Card definitions in `v`
/// written with a shorthand spelling are read as their general form
/// (`cards::lowering`): one is refused as the same field of the general
/// form would be.
pub fn from_value_at<T: DeserializeOwned>(v: &Value, root: &str) -> Result<T, String> {
    let lowered;
    let v = if crate::cards::lowering::has_shorthand(v) {
        let mut w = v.clone();
        crate::cards::lowering::lower(&mut w);
        lowered = w;
        &lowered
    } else {
        v
    };
    let first = match read_laid::<T>(v, root) {
        Ok(t) => return Ok(t),
        Err(m) => m,
    };
    // serde stops at the first unknown field: each one named is taken out
    // of a copy and the rest read again, so that every misspelt field is
    // named at once (up to a few).
    let mut found = vec![first];
    let mut rest: Option<Value> = None;
    while found.len() < UNKNOWN_NAMED_AT_MOST {
        let Some(path) = found.last().and_then(|m| m.split_once(": unknown field")).map(|(p, _)| p.to_string()) else { break };
        let work = rest.get_or_insert_with(|| v.clone());
        if !remove_at(work, root, &path) {
            break;
        }
        match read_laid::<T>(work, root) {
            Ok(_) => break,
            Err(m) => found.push(m),
        }
    }
    Err(found.join("; "))
}

/// How many unknown fields one error names.
const UNKNOWN_NAMED_AT_MOST: usize = 8;

/// `v` read as a `T` from its text laid out one part a line, the error
/// reworded with the path of the part at fault.
fn read_laid<T: DeserializeOwned>(v: &Value, root: &str) -> Result<T, String> {
    let mut lines = Vec::new();
    lay(v, root, String::new(), &mut lines);
    let text: String = lines.iter().map(|(l, _)| l.as_str()).collect::<Vec<_>>().join("\n");
    crate::json::read_text::<T>(&text).map_err(|e| {
        let line = e.line().checked_sub(1).and_then(|i| lines.get(i));
        let path = line.map(|(_, p)| p.clone()).unwrap_or_else(|| root.to_string());
        // An error on a closing bracket was raised after serde read the whole value
        // (it buffers internally tagged and untagged enums): the mistake is inside.
        let inside = line.map(|(l, _)| l.starts_with('}') || l.starts_with(']')).unwrap_or(true);
        let raw = e.to_string();
        let raw = match raw.rfind(" at line ") {
            Some(i) => raw[..i].to_string(),
            None => raw,
        };
        explain(v, root, &path, &raw, inside)
    })
}

/// Takes the field at `path` (below `root`) out of `v`; false when no object
/// field has that path.
fn remove_at(v: &mut Value, here: &str, path: &str) -> bool {
    match v {
        Value::Object(m) => {
            let keys: Vec<String> = m.keys().cloned().collect();
            for k in keys {
                let p = join(here, &k);
                if p == path {
                    m.remove(&k);
                    return true;
                }
                if path.starts_with(&p) && m.get_mut(&k).is_some_and(|x| remove_at(x, &p, path)) {
                    return true;
                }
            }
            false
        }
        Value::Array(a) => a.iter_mut().enumerate().any(|(i, x)| {
            let p = index(here, i);
            path.starts_with(&p) && remove_at(x, &p, path)
        }),
        _ => false,
    }
}

/// Deserialize an owned JSON value as a `T`, refusing any field `T` does not
/// have (named by its path below `root`) instead of skipping it.
pub fn from_value_strict<T: DeserializeOwned>(mut v: Value, root: &str) -> Result<T, String> {
    // Card shorthand spellings are read as their general form (cards::lowering);
    // each is one instruction or ability, so positions in a list stay the same.
    if crate::cards::lowering::has_shorthand(&v) {
        crate::cards::lowering::lower(&mut v);
    }
    let text = crate::json::to_string(&v).map_err(|e| e.to_string())?;
    drop(v);
    match crate::json::read_text::<T>(&text) {
        Ok(t) => Ok(t),
        // The error named by its path: the value laid out again, one part a line.
        Err(e) => {
            let plain = crate::json::plain(e);
            let named = crate::json::read_text::<Value>(&text).ok().and_then(|v| from_value_at::<T>(&v, root).err());
            Err(named.unwrap_or(plain))
        }
    }
}

/// The value at `path` inside `v` (which sits at `root`).
fn value_at<'a>(v: &'a Value, root: &str, path: &str) -> Option<&'a Value> {
    if path == root {
        return Some(v);
    }
    match v {
        Value::Object(m) => m.iter().find_map(|(k, x)| {
            let p = join(root, k);
            if path == p || path.starts_with(&format!("{p}.")) || path.starts_with(&format!("{p}[")) {
                value_at(x, &p, path)
            } else {
                None
            }
        }),
        Value::Array(a) => a.iter().enumerate().find_map(|(i, x)| {
            let p = index(root, i);
            if path == p || path.starts_with(&format!("{p}.")) || path.starts_with(&format!("{p}[")) {
                value_at(x, &p, path)
            } else {
                None
            }
        }),
        _ => None,
    }
}

/// How serde describes a value it did not expect (`serde::de::Unexpected`).
fn serde_description(v: &Value) -> String {
    match v {
        Value::Null => "unit value".into(),
        Value::Bool(b) => format!("boolean `{b}`"),
        Value::Number(n) => {
            if let Some(u) = n.as_u64() {
                format!("integer `{u}`")
            } else if let Some(i) = n.as_i64() {
                format!("integer `{i}`")
            } else {
                let f = n.as_f64().unwrap_or(0.0);
                // serde writes floats with a decimal point (`1.0`, `2.5`).
                if f.fract() == 0.0 && f.abs() < 1e16 {
                    format!("floating point `{f:.1}`")
                } else {
                    format!("floating point `{f}`")
                }
            }
        }
        Value::String(s) => format!("string {s:?}"),
        Value::Array(_) => "sequence".into(),
        Value::Object(_) => "map".into(),
    }
}

/// The paths of the parts of `v` (at `path`, itself excluded) that serde would describe as `what`.
fn parts_described(v: &Value, path: &str, what: &str, out: &mut Vec<String>) {
    match v {
        Value::Object(m) => {
            for (k, x) in m {
                let p = join(path, k);
                if serde_description(x) == what {
                    out.push(p.clone());
                }
                parts_described(x, &p, what, out);
            }
        }
        Value::Array(a) => {
            for (i, x) in a.iter().enumerate() {
                let p = index(path, i);
                if serde_description(x) == what {
                    out.push(p.clone());
                }
                parts_described(x, &p, what, out);
            }
        }
        _ => {}
    }
}

/// The paths of the members of `v` (at `path`) named `key`, at any depth, and,
/// with `values`, of the strings equal to it.
fn named(v: &Value, path: &str, key: &str, values: bool, out: &mut Vec<String>) {
    match v {
        Value::Object(m) => {
            for (k, x) in m {
                let p = join(path, k);
                if k == key {
                    out.push(p.clone());
                }
                named(x, &p, key, values, out);
            }
        }
        Value::Array(a) => {
            for (i, x) in a.iter().enumerate() {
                named(x, &index(path, i), key, values, out);
            }
        }
        Value::String(x) if values && x == key => out.push(path.to_string()),
        _ => {}
    }
}

/// The one place inside the value at `path` that `key` names, if exactly one does.
fn the_one(v: &Value, root: &str, path: &str, key: &str, values: bool) -> Option<String> {
    let here = value_at(v, root, path)?;
    let mut hits = Vec::new();
    named(here, path, key, values, &mut hits);
    if hits.len() == 1 {
        hits.pop()
    } else {
        None
    }
}

/// "DynamicAmount" → "dynamic_amount".
fn snake(name: &str) -> String {
    let mut out = String::new();
    for (i, c) in name.chars().enumerate() {
        if c.is_ascii_uppercase() {
            if i > 0 {
                out.push('_');
            }
            out.push(c.to_ascii_lowercase());
        } else {
            out.push(c);
        }
    }
    out
}

/// A serde type name or expectation in plain words.
fn plain_expected(e: &str) -> String {
    let e = e.trim();
    match e {
        "u8" => "a whole number from 0 to 255".into(),
        "u16" => "a whole number from 0 to 65535".into(),
        "u32" => "a whole number from 0 to 4294967295".into(),
        "u64" => "a whole number from 0 to 18446744073709551615".into(),
        "usize" => "a whole number of 0 or more".into(),
        "i32" => "a whole number from -2147483648 to 2147483647".into(),
        "i64" => "a whole number".into(),
        "a boolean" => "true or false".into(),
        "a sequence" => "a list".into(),
        "a map" => "an object".into(),
        "a string" | "string" => "a string".into(),
        "option" => "a value or null".into(),
        _ if e.starts_with("struct ") => "an object".into(),
        _ if e.starts_with("internally tagged enum ") => format!("an object with a tag field (a {})", e.trim_start_matches("internally tagged enum ")),
        _ if e.starts_with("enum ") => format!("one of the names of {}", e.trim_start_matches("enum ")),
        _ => e.to_string(),
    }
}

fn plain_found(f: &str) -> String {
    let f = f.trim();
    if let Some(s) = f.strip_prefix("string ") {
        return format!("the string {s}");
    }
    for pre in ["integer ", "floating point ", "boolean "] {
        if let Some(x) = f.strip_prefix(pre) {
            return x.trim_matches('`').to_string();
        }
    }
    match f {
        "sequence" => "a list".into(),
        "map" => "an object".into(),
        "unit value" | "unit" => "null".into(),
        other => other.to_string(),
    }
}

/// The longest list of expected field names an error message spells out.
const EXPECTED_LISTED_AT_MOST: usize = 40;

/// "`a`, `b`, `c`" → "a, b, c".
fn unquote_list(s: &str) -> String {
    s.replace('`', "")
}

/// Reword a serde message about the value at `path`; refine the path when the
/// message is about one part of it.
fn explain(v: &Value, root: &str, path: &str, raw: &str, inside: bool) -> String {
    let last = |p: &str, key: &str| -> bool { p == key || p.ends_with(&format!(".{key}")) || p.ends_with(&format!("[{}]", crate::json::to_string(key).unwrap_or_default())) };
    let at = |p: &str| if p.is_empty() { "(top level)".to_string() } else { p.to_string() };
    if let Some(rest) = raw.strip_prefix("unknown field `") {
        let (name, tail) = rest.split_once('`').unwrap_or((rest, ""));
        let p = if last(path, name) {
            path.to_string()
        } else {
            inside.then(|| the_one(v, root, path, name, false)).flatten().unwrap_or_else(|| join(path, name))
        };
        let expected = tail.trim_start_matches(',').trim();
        let expected = if let Some(l) = expected.strip_prefix("expected one of ") {
            let names = l.split(", ").count();
            // A long list (the game's own fields) would bury the message.
            if names > EXPECTED_LISTED_AT_MOST {
                format!("; not one of the {names} fields this value has")
            } else {
                format!("; expected one of {}", unquote_list(l))
            }
        } else if let Some(l) = expected.strip_prefix("expected ") {
            format!("; expected {}", unquote_list(l))
        } else {
            String::new()
        };
        return format!("{}: unknown field{expected}", at(&p));
    }
    if let Some(rest) = raw.strip_prefix("missing field `") {
        let name = rest.split('`').next().unwrap_or(rest);
        return format!("{}: missing (this field is required)", join(path, name));
    }
    if let Some(rest) = raw.strip_prefix("unknown variant `") {
        let (name, tail) = rest.split_once('`').unwrap_or((rest, ""));
        let path = &match value_at(v, root, path) {
            Some(Value::String(x)) if x == name => path.to_string(),
            _ if inside => the_one(v, root, path, name, true).unwrap_or_else(|| path.to_string()),
            _ => path.to_string(),
        };
        let what = if last(path, "action") { "action" } else { "value" };
        let expected = tail.trim_start_matches(',').trim();
        let expected = match expected.strip_prefix("expected one of ") {
            Some(l) => format!("; expected one of {}", unquote_list(l)),
            None => match expected.strip_prefix("expected ") {
                Some(l) => format!("; expected {}", unquote_list(l)),
                None => String::new(),
            },
        };
        return format!("{}: unknown {what} \"{name}\"{expected}", at(path));
    }
    if let Some(rest) = raw.strip_prefix("data did not match any variant of untagged enum ") {
        let p = inside.then(|| the_one(v, root, path, &snake(rest), false)).flatten().unwrap_or_else(|| path.to_string());
        return format!("{}: is none of the accepted forms of {rest} (see docs/cards.md)", at(&p));
    }
    for (kind, lead) in [("invalid type: ", "expected"), ("invalid value: ", "expected")] {
        if let Some(rest) = raw.strip_prefix(kind) {
            let (found, expected) = rest.split_once(", expected ").unwrap_or((rest, ""));
            // A buffered value: find the one part that fits the description.
            let mut p = path.to_string();
            if let Some(here) = value_at(v, root, path).filter(|_| inside) {
                if matches!(here, Value::Object(_) | Value::Array(_)) {
                    let mut hits = Vec::new();
                    parts_described(here, path, found, &mut hits);
                    if hits.len() == 1 {
                        p = hits.remove(0);
                    }
                }
            }
            let problem = if kind == "invalid value: " && found.starts_with("integer") { " (out of range)" } else { "" };
            return format!("{}: {lead} {}, found {}{problem}", at(&p), plain_expected(expected), plain_found(found));
        }
    }
    if let Some(rest) = raw.strip_prefix("invalid length ") {
        return format!("{}: wrong number of entries ({rest})", at(path));
    }
    format!("{}: {raw}", at(path))
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde::Deserialize;

    #[derive(Deserialize, Debug)]
    #[serde(deny_unknown_fields)]
    #[allow(dead_code)]
    struct Inner {
        n: u8,
        #[serde(default)]
        s: String,
    }

    #[derive(Deserialize, Debug)]
    #[serde(deny_unknown_fields)]
    #[allow(dead_code)]
    struct Outer {
        list: Vec<Inner>,
    }

    #[test]
    fn errors_name_the_path() {
        let v = serde_json::json!({"list": [{"n": 1}, {"n": 300}]});
        let e = from_value_at::<Outer>(&v, "").unwrap_err();
        assert!(e.starts_with("list[1].n: expected a whole number from 0 to 255, found 300"), "{e}");
        let v = serde_json::json!({"list": [{"n": 1, "x": 2}]});
        let e = from_value_at::<Outer>(&v, "").unwrap_err();
        assert_eq!(e, "list[0].x: unknown field; expected n or s");
        let v = serde_json::json!({"list": [{"s": "a"}]});
        let e = from_value_at::<Outer>(&v, "root").unwrap_err();
        assert_eq!(e, "root.list[0].n: missing (this field is required)");
        let v = serde_json::json!({"list": [{"n": "a"}]});
        let e = from_value_at::<Outer>(&v, "").unwrap_err();
        assert_eq!(e, "list[0].n: expected a whole number from 0 to 255, found the string \"a\"");
    }
}

/// The `format` and `version` fields every versioned file of stackwise starts
/// with (scenarios, tutorials): present, the right name, a version this build
/// reads (from `oldest` to `newest`). The error names the field.
pub fn check_format_version(top: &serde_json::Map<String, serde_json::Value>, format: &str, oldest: u32, newest: u32) -> Result<(), String> {
    use serde_json::Value;
    match top.get("format") {
        None => return Err(format!("format: missing (this field is required; it is always \"{format}\")")),
        Some(Value::String(f)) if f == format => {}
        Some(other) => return Err(format!("format: must be \"{format}\", found {other}")),
    }
    let reads = if oldest == newest { format!("version {newest}") } else { format!("versions {oldest} to {newest}") };
    match top.get("version") {
        None => Err(format!("version: missing (this field is required; this build reads {reads})")),
        Some(Value::Number(n)) if n.as_u64().is_some_and(|v| (oldest as u64..=newest as u64).contains(&v)) => Ok(()),
        Some(other) => Err(format!("version: version {other} is not supported (this build reads {reads})")),
    }
}

pub use crate::json::to_string_bounded;
