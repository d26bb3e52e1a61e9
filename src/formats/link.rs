//! Scenario links (docs/links.md): a scenario (its JSON text, every
//! field included: custom cards, position, script...) becomes the data of a URL
//! fragment, and back.
//!
//! The data is `v1.` followed by the URL-safe base64 (no padding) of the raw
//! deflate of the scenario's minified, canonical JSON (object keys sorted, no
//! whitespace). A link is that data behind `#s=`: `index.html#s=v1.…`.
//!
//! Decoding is bounded, and every failure names its problem:
//! - the link text is at most [`MAX_LINK`] characters;
//! - the version prefix must be one this build reads (`v1.`), an unknown one is named;
//! - a character that is not URL-safe base64 is named with its position;
//! - the data must be one complete raw deflate stream, nothing after it;
//! - the inflated text is read through a limit of [`MAX_DECODED`] bytes: a
//!   compression bomb stops there, without allocating past the cap;
//! - the text must be UTF-8 and a valid scenario ([`scenario::parse`], which
//!   names the field at fault);
//! - the scenario may set up at most [`MAX_OBJECTS`] objects, counted from its
//!   entries before anything is built (a `count` lets a short link stand for a
//!   huge board; such a board is opened from its file). Making a link of a
//!   scenario over it is refused the same way, so no link is made that can't
//!   be opened.
//!
//! No rules here: this is a format, like the scenario file itself.

use super::scenario::{self, Scenario};
use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use base64::Engine as _;
use std::io::Read;

/// The version this build writes and reads.
pub const VERSION_PREFIX: &str = "v1.";
/// The fragment key: a link ends `#s=<data>`.
pub const FRAGMENT_KEY: &str = "s=";
/// The link a bare `share` prints before the data (relative to the page).
pub const DEFAULT_BASE: &str = "index.html#s=";
/// The longest link text decoded (characters, the whole URL included): 64 KiB.
pub const MAX_LINK: usize = 64 * 1024;
/// The most bytes a link may inflate to: 1 MiB.
pub const MAX_DECODED: usize = 1024 * 1024;
/// The most objects a link's scenario may set up (`limits::MAX_LINK_OBJECTS`).
pub const MAX_OBJECTS: usize = crate::rules::limits::MAX_LINK_OBJECTS;

/// Why a link could not be read (or a scenario could not be made a link).
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum LinkError {
    #[error("link: the link is {len} characters long, over the limit of {max}")]
    TooLong { len: usize, max: usize },
    #[error("link: no scenario data (expected \"#s=v1.…\" or \"v1.…\")")]
    Empty,
    #[error("link: version {found:?} is not supported (this build reads \"v1\")")]
    BadVersion { found: String },
    #[error("link: bad base64 at position {pos} of the data: {what}")]
    BadBase64 { pos: usize, what: String },
    #[error("link: not deflate data: {0}")]
    NotDeflate(String),
    #[error("link: the data inflates to more than {max} bytes (the limit)")]
    TooLarge { max: usize },
    #[error("link: the inflated data is not UTF-8 text (byte {0})")]
    NotUtf8(usize),
    #[error("link: not a scenario: {0}")]
    NotScenario(String),
    #[error("link: the scenario sets up {count} objects, over the limit of {max} a link may (limits::MAX_LINK_OBJECTS); open a board this big from its scenario file")]
    TooManyObjects { count: usize, max: usize },
}

/// A link's scenario must be cheap to open: at most [`MAX_OBJECTS`] objects.
fn check_cost(sc: &Scenario) -> Result<(), LinkError> {
    let count = sc.object_count();
    if count > MAX_OBJECTS {
        return Err(LinkError::TooManyObjects { count, max: MAX_OBJECTS });
    }
    Ok(())
}

/// The scenario data of a link given in any of its forms: a whole URL
/// (`https://…/index.html#s=v1.…`), a fragment (`#s=v1.…`, `s=v1.…`) or the
/// bare data (`v1.…`). Surrounding whitespace is ignored.
pub fn data_of(link: &str) -> &str {
    let t = link.trim();
    let t = match t.rfind('#') {
        Some(i) => &t[i + 1..],
        None => t,
    };
    // `s=` may follow other fragment parameters (`a=1&s=v1.…`).
    match t.split('&').find_map(|p| p.strip_prefix(FRAGMENT_KEY)) {
        Some(d) => d,
        None => t,
    }
}

/// Whether a text looks like a link rather than a file name or scenario JSON:
/// it holds a `#s=` fragment, or its data starts with a version prefix (`v`
/// and digits, then a dot).
pub fn looks_like_link(text: &str) -> bool {
    let t = text.trim();
    if t.rfind('#').is_some_and(|i| t[i + 1..].split('&').any(|p| p.starts_with(FRAGMENT_KEY))) || t.starts_with(FRAGMENT_KEY) {
        return true;
    }
    let d = data_of(text);
    let Some(rest) = d.strip_prefix('v') else { return false };
    let digits = rest.bytes().take_while(u8::is_ascii_digit).count();
    digits > 0 && rest.as_bytes().get(digits) == Some(&b'.')
}

/// The canonical, minified JSON of scenario text: keys sorted, no whitespace.
/// The text must be a valid scenario (every problem is named) of at most
/// [`MAX_OBJECTS`] objects.
pub fn canonical(text: &str) -> Result<String, LinkError> {
    let sc_err = |e: String| LinkError::NotScenario(e.strip_prefix("scenario: ").unwrap_or(&e).to_string());
    check_cost(&scenario::parse(text).map_err(sc_err)?)?;
    let v: serde_json::Value = serde_json::from_str(text).map_err(|e| LinkError::NotScenario(format!("not valid JSON: {e}")))?;
    // serde_json's map is a BTreeMap (no `preserve_order`): keys come out sorted.
    crate::json::to_string(&v).map_err(|e| LinkError::NotScenario(e.to_string()))
}

/// The link data (`v1.…`) of scenario text.
pub fn encode(text: &str) -> Result<String, LinkError> {
    use flate2::write::DeflateEncoder;
    use flate2::Compression;
    use std::io::Write;
    let json = canonical(text)?;
    // A link that would inflate past the decoder's limit could not be opened.
    if json.len() > MAX_DECODED {
        return Err(LinkError::TooLarge { max: MAX_DECODED });
    }
    let mut enc = DeflateEncoder::new(Vec::new(), Compression::best());
    // Writing to a Vec cannot fail.
    enc.write_all(json.as_bytes()).map_err(|e| LinkError::NotDeflate(e.to_string()))?;
    let bytes = enc.finish().map_err(|e| LinkError::NotDeflate(e.to_string()))?;
    let data = format!("{VERSION_PREFIX}{}", URL_SAFE_NO_PAD.encode(bytes));
    if data.len() > MAX_LINK - DEFAULT_BASE.len() {
        return Err(LinkError::TooLong { len: data.len(), max: MAX_LINK });
    }
    Ok(data)
}

/// A whole link: `base` (e.g. `https://example.org/stackwise/index.html#s=`)
/// followed by the data.
pub fn link(base: &str, text: &str) -> Result<String, LinkError> {
    Ok(format!("{base}{}", encode(text)?))
}

/// The scenario text (canonical JSON) in a link, checked to be a scenario.
pub fn decode_text(link: &str) -> Result<String, LinkError> {
    Ok(decode(link)?.0)
}

/// The scenario text (canonical JSON) in a link and the scenario it parses to.
pub fn decode(link: &str) -> Result<(String, Scenario), LinkError> {
    let text = inflate_link(link)?;
    let sc = scenario::parse(&text).map_err(|e| LinkError::NotScenario(e.strip_prefix("scenario: ").unwrap_or(&e).to_string()))?;
    check_cost(&sc)?;
    Ok((text, sc))
}

/// The text in a link, not yet checked to be a scenario.
pub fn inflate_link(link: &str) -> Result<String, LinkError> {
    if link.len() > MAX_LINK {
        return Err(LinkError::TooLong { len: link.len(), max: MAX_LINK });
    }
    let data = data_of(link);
    if data.is_empty() {
        return Err(LinkError::Empty);
    }
    let Some(b64) = data.strip_prefix(VERSION_PREFIX) else {
        let found: String = match data.find('.') {
            Some(i) if i <= 12 => data[..i].to_string(),
            _ => data.chars().take(12).collect::<String>() + if data.chars().count() > 12 { "…" } else { "" },
        };
        return Err(LinkError::BadVersion { found });
    };
    if b64.is_empty() {
        return Err(LinkError::Empty);
    }
    // The character holding byte `off` of the data, and its position in characters.
    let at = |off: usize| -> (usize, String) {
        let (pos, c) = b64.char_indices().enumerate().take_while(|(_, (i, _))| *i <= off).last().map(|(n, (_, c))| (n, c)).unwrap_or((0, '?'));
        (pos, format!("{c:?}"))
    };
    let bytes = URL_SAFE_NO_PAD.decode(b64).map_err(|e| {
        use base64::DecodeError::*;
        match e {
            InvalidByte(off, _) => {
                let (pos, c) = at(off);
                LinkError::BadBase64 { pos, what: format!("character {c} is not URL-safe base64 (A-Z a-z 0-9 - _)") }
            }
            InvalidLastSymbol(off, _) => {
                let (pos, c) = at(off);
                LinkError::BadBase64 { pos, what: format!("last character {c} has bits set past the data (the link is cut short or altered)") }
            }
            InvalidLength(n) => LinkError::BadBase64 { pos: b64.chars().count(), what: format!("{n} characters cannot be base64 (a length of 4k+1: the link is cut short or altered)") },
            InvalidPadding => LinkError::BadBase64 { pos: b64.chars().count(), what: "padding ('=') is not used in links".into() },
        }
    });
    let bytes = bytes?;
    let text = inflate(&bytes)?;
    String::from_utf8(text).map_err(|e| LinkError::NotUtf8(e.utf8_error().valid_up_to()))
}

/// Raw-inflate `bytes`, reading at most [`MAX_DECODED`] bytes of output
/// (one byte more tells a bomb); the stream must end, with nothing after it.
fn inflate(bytes: &[u8]) -> Result<Vec<u8>, LinkError> {
    let mut dec = flate2::bufread::DeflateDecoder::new(bytes);
    let mut out = Vec::new();
    let mut chunk = [0u8; 16 * 1024];
    loop {
        let n = match dec.read(&mut chunk) {
            Ok(n) => n,
            Err(e) if e.kind() == std::io::ErrorKind::Interrupted => continue,
            Err(e) => return Err(LinkError::NotDeflate(e.to_string())),
        };
        if n == 0 {
            break;
        }
        if out.len() + n > MAX_DECODED {
            return Err(LinkError::TooLarge { max: MAX_DECODED });
        }
        // Grow to at most the cap, never past it.
        if out.capacity() < out.len() + n {
            let want = (out.capacity() * 2).max(out.len() + n).min(MAX_DECODED);
            out.reserve_exact(want - out.len());
        }
        out.extend_from_slice(&chunk[..n]);
    }
    if dec.total_in() != bytes.len() as u64 {
        return Err(LinkError::NotDeflate(format!("{} byte(s) after the end of the deflate stream", bytes.len() as u64 - dec.total_in())));
    }
    if out.is_empty() {
        return Err(LinkError::NotDeflate("the stream holds no data".into()));
    }
    Ok(out)
}
