//! Scenario links and their decoder (docs/links.md):
//! scenario → link → the same scenario; a typical puzzle fits in 1,500
//! characters; a hostile link (random, mutated, truncated, a deflate bomb, a
//! wrong version) is refused with an error naming its problem, without a
//! panic, in bounded time, and without allocating past the 1 MiB cap.

use crate::common;

use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use base64::Engine as _;
use common::random_play::CARDS;
use proptest::prelude::*;
use stackwise::formats::link::{self, LinkError, MAX_DECODED, MAX_LINK};
use std::alloc::{GlobalAlloc, Layout, System};
use std::cell::Cell;
use std::io::Write;
use std::time::{Duration, Instant};

// ---- The largest single allocation made by this thread while tracking. ----
struct Peak;
thread_local! {
    static TRACK: Cell<bool> = const { Cell::new(false) };
    static LARGEST: Cell<usize> = const { Cell::new(0) };
}
unsafe impl GlobalAlloc for Peak {
    unsafe fn alloc(&self, l: Layout) -> *mut u8 {
        note(l.size());
        unsafe { System.alloc(l) }
    }
    unsafe fn dealloc(&self, p: *mut u8, l: Layout) {
        unsafe { System.dealloc(p, l) }
    }
    unsafe fn realloc(&self, p: *mut u8, l: Layout, n: usize) -> *mut u8 {
        note(n);
        unsafe { System.realloc(p, l, n) }
    }
}
fn note(n: usize) {
    let _ = TRACK.try_with(|t| {
        if t.get() {
            let _ = LARGEST.try_with(|m| m.set(m.get().max(n)));
        }
    });
}
#[global_allocator]
static A: Peak = Peak;

/// The largest single allocation `f` makes on this thread.
fn largest_allocation<T>(f: impl FnOnce() -> T) -> (T, usize) {
    LARGEST.with(|m| m.set(0));
    TRACK.with(|t| t.set(true));
    let r = f();
    TRACK.with(|t| t.set(false));
    (r, LARGEST.with(|m| m.get()))
}

fn value(text: &str) -> serde_json::Value {
    serde_json::from_str(text).unwrap()
}

fn deflate(bytes: &[u8]) -> Vec<u8> {
    let mut e = flate2::write::DeflateEncoder::new(Vec::new(), flate2::Compression::best());
    e.write_all(bytes).unwrap();
    e.finish().unwrap()
}

fn data_of_bytes(bytes: &[u8]) -> String {
    format!("v1.{}", URL_SAFE_NO_PAD.encode(bytes))
}

fn scenario_files() -> Vec<(String, String)> {
    let mut out = Vec::new();
    for dir in ["scenarios", "tests/links"] {
        let mut paths: Vec<_> = std::fs::read_dir(dir).unwrap().map(|e| e.unwrap().path()).filter(|p| p.extension().is_some_and(|x| x == "json")).collect();
        paths.sort();
        for p in paths {
            out.push((p.display().to_string(), std::fs::read_to_string(&p).unwrap()));
        }
    }
    out
}

#[test]
fn every_scenario_file_round_trips_through_a_link() {
    let files = scenario_files();
    assert!(files.len() > 50, "scenarios/ holds the examples");
    for (name, text) in files {
        let data = link::encode(&text).unwrap_or_else(|e| panic!("{name}: {e}"));
        assert!(data.starts_with("v1."), "{name}: {data}");
        assert!(data[3..].bytes().all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'_'), "{name}: not URL-safe");
        let (back, _) = link::decode(&data).unwrap_or_else(|e| panic!("{name}: {e}"));
        assert_eq!(value(&back), value(&text), "{name}");
        // Every form of the link reads the same.
        for form in [format!("index.html#s={data}"), format!("https://example.org/sw/index.html?x=1#s={data}"), format!("#s={data}"), format!("  s={data}\n")] {
            assert_eq!(link::decode_text(&form).unwrap(), back, "{name}: {form:.40}");
        }
    }
}

#[test]
fn a_typical_puzzle_fits_in_1500_characters() {
    let text = std::fs::read_to_string("tests/links/typical-puzzle.json").unwrap();
    let v = value(&text);
    // The puzzle is of the size the issue names: about 20 cards, 2 custom ones.
    assert_eq!(v["cards"].as_array().unwrap().len(), 2);
    let cards: usize = v["players"].as_array().unwrap().iter().map(|p| ["library", "hand", "graveyard", "battlefield", "exile"].iter().map(|z| p[z].as_array().map_or(0, |a| a.len())).sum::<usize>()).sum();
    assert!((18..=25).contains(&cards), "{cards} cards");
    let whole = link::link(link::DEFAULT_BASE, &text).unwrap();
    assert!(whole.len() <= 1500, "the link is {} characters", whole.len());
    // Compression does its part: the link is well under the minified JSON's length.
    assert!(whole.len() < link::canonical(&text).unwrap().len() * 3 / 4);
}

#[test]
fn the_canonical_form_ignores_whitespace_and_key_order() {
    let a = r#"{"format":"stackwise-scenario","version":1,"players":[{"name":"A","life":3},{"name":"B"}]}"#;
    let b = "{ \"players\" : [ {\"life\": 3, \"name\": \"A\"}, {\"name\": \"B\"} ],\n  \"version\": 1, \"format\": \"stackwise-scenario\" }";
    assert_eq!(link::encode(a).unwrap(), link::encode(b).unwrap());
    assert_eq!(link::canonical(b).unwrap(), r#"{"format":"stackwise-scenario","players":[{"life":3,"name":"A"},{"name":"B"}],"version":1}"#);
}

#[test]
fn share_refuses_a_text_that_is_not_a_scenario() {
    let e = link::encode(r#"{"format":"stackwise-scenario","version":1,"players":[{"name":"A","life":"x"}]}"#).unwrap_err();
    assert!(matches!(e, LinkError::NotScenario(_)), "{e}");
    assert!(e.to_string().contains("players[0].life"), "{e}");
}

fn small() -> String {
    link::encode(r#"{"format":"stackwise-scenario","version":1,"players":[{"name":"A"},{"name":"B"}]}"#).unwrap()
}

#[test]
fn each_problem_is_named() {
    let ok = small();
    let cases: Vec<(String, &str)> = vec![
        ("".into(), "no scenario data"),
        ("index.html#s=".into(), "no scenario data"),
        ("v1.".into(), "no scenario data"),
        (ok.replacen("v1.", "v2.", 1), "version \"v2\" is not supported"),
        (ok.replacen("v1.", "", 1), "is not supported"),
        (format!("{}*{}", &ok[..10], &ok[11..]), "bad base64 at position 7 of the data: character '*'"),
        (format!("{ok}="), "bad base64"),
        ("v1.AAAA".into(), "not deflate"),
        (data_of_bytes(b"plain text, not deflate"), "not deflate"),
        (data_of_bytes(&deflate(b"hello")[..3]), "not deflate"),
        (data_of_bytes(&[deflate(b"{}").as_slice(), b"junk"].concat()), "after the end of the deflate stream"),
        (data_of_bytes(&deflate(&[0xff, 0xfe, b'a'])), "not UTF-8"),
        (data_of_bytes(&deflate(b"{\"format\":\"other\"}")), "not a scenario: format"),
        (data_of_bytes(&deflate(b"[1,2")), "not a scenario: not valid JSON"),
        (format!("v1.{}", "A".repeat(MAX_LINK)), "over the limit of 65536"),
    ];
    for (l, want) in cases {
        let e = link::decode(&l).unwrap_err().to_string();
        assert!(e.starts_with("link: ") && e.contains(want), "{l:.60}: {e} (wanted {want:?})");
    }
}

#[test]
fn a_deflate_bomb_is_refused_without_allocating_past_the_cap() {
    // 64 MiB of spaces inside a JSON string deflates to about 64 KiB; 8 MiB to 8 KiB.
    let mut big = b"{\"format\":\"stackwise-scenario\",\"version\":1,\"name\":\"".to_vec();
    big.resize(8 << 20, b' ');
    let bomb = data_of_bytes(&deflate(&big));
    assert!(bomb.len() < MAX_LINK, "the bomb fits in a link: {}", bomb.len());
    let t = Instant::now();
    let (r, largest) = largest_allocation(|| link::decode(&bomb));
    assert_eq!(r.unwrap_err(), LinkError::TooLarge { max: MAX_DECODED });
    assert!(largest <= MAX_DECODED, "largest allocation {largest} bytes");
    assert!(largest > MAX_DECODED / 2, "the tracker saw the output buffer grow to the cap: {largest}");
    assert!(t.elapsed() < Duration::from_secs(10), "{:?}", t.elapsed());
    // Exactly at the cap is still read (then refused as no scenario); one byte more is a bomb.
    let at = data_of_bytes(&deflate(&vec![b' '; MAX_DECODED]));
    assert!(matches!(link::decode(&at), Err(LinkError::NotScenario(_))));
    let over = data_of_bytes(&deflate(&vec![b' '; MAX_DECODED + 1]));
    assert_eq!(link::decode(&over).unwrap_err(), LinkError::TooLarge { max: MAX_DECODED });
}

// ---- Property: random scenarios survive the link. ----

fn zone_strategy(battlefield: bool) -> impl Strategy<Value = Vec<serde_json::Value>> {
    proptest::collection::vec((0..CARDS.len(), any::<bool>(), 0..4u32, 0..3i32, proptest::option::of("[a-z]{1,6}")), 0..6).prop_map(move |v| {
        v.into_iter()
            .map(|(i, tapped, counters, damage, label)| {
                let name = CARDS[i];
                if !battlefield && label.is_none() {
                    return serde_json::Value::from(name);
                }
                let mut o = serde_json::json!({"card": name});
                if battlefield {
                    o["tapped"] = tapped.into();
                    if counters > 0 {
                        o["counters"] = serde_json::json!({"+1/+1": counters});
                    }
                    if damage > 0 {
                        o["damage"] = damage.into();
                    }
                }
                if let Some(l) = label {
                    o["label"] = l.into();
                }
                o
            })
            .collect()
    })
}

fn player() -> impl Strategy<Value = serde_json::Value> {
    (".{0,12}", -5..40i32, 0..10u32, zone_strategy(false), zone_strategy(false), zone_strategy(true), zone_strategy(false)).prop_map(|(name, life, poison, library, hand, battlefield, graveyard)| {
        serde_json::json!({"name": name, "life": life, "poison": poison, "library": library, "hand": hand, "battlefield": battlefield, "graveyard": graveyard})
    })
}

fn random_scenario() -> impl Strategy<Value = serde_json::Value> {
    (any::<u64>(), ".{0,40}", player(), player(), 1..20u32, proptest::option::of(0..4usize)).prop_map(|(seed, description, a, b, turn, file)| {
        let mut v = serde_json::json!({
            "format": "stackwise-scenario", "version": 1, "seed": seed, "name": "random", "description": description,
            "players": [a, b], "turn": {"number": turn, "active": turn % 2, "step": "precombat_main"}
        });
        // Sometimes carry the custom cards and script of a real scenario file.
        if let Some(k) = file {
            let f = ["scenarios/r603-7c-left-and-returned.json", "scenarios/r603-8-state-trigger.json", "scenarios/r608-2b-sorins-thirst.json", "tests/links/typical-puzzle.json"][k];
            let src = value(&std::fs::read_to_string(f).unwrap());
            v["cards"] = src["cards"].clone();
            v["script"] = serde_json::json!([{"pass_all": true}, {"expect": {"stack_size": 0}}]);
        }
        v
    })
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 128, .. ProptestConfig::default() })]
    #[test]
    fn random_scenarios_round_trip_through_a_link(v in random_scenario()) {
        let text = serde_json::to_string_pretty(&v).unwrap();
        let data = link::encode(&text).map_err(|e| TestCaseError::fail(e.to_string()))?;
        let (back, sc) = link::decode(&format!("index.html#s={data}")).map_err(|e| TestCaseError::fail(e.to_string()))?;
        prop_assert_eq!(value(&back), v);
        prop_assert_eq!(sc, stackwise::formats::scenario::parse(&text).unwrap());
    }
}

// ---- The decoder fuzz test. ----

/// splitmix64: a small deterministic generator (the same cases every run).
struct Rng(u64);
impl Rng {
    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }
    fn below(&mut self, n: usize) -> usize {
        (self.next() % n.max(1) as u64) as usize
    }
}

const ALPHABET: &[u8] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
const NAMES: [&str; 9] = ["no scenario data", "is not supported", "bad base64 at position", "after the end", "not deflate", "inflates to more than", "not UTF-8", "not a scenario", "over the limit"];

/// One hostile link from case `i`.
fn hostile(r: &mut Rng, valid: &[String], bombs: &[String]) -> String {
    let pick = |r: &mut Rng| valid[r.below(valid.len())].clone();
    match r.below(100) {
        // Random characters, with or without a version prefix.
        0..=14 => {
            let n = r.below(200);
            let prefix = ["", "v1.", "v2.", "#s=v1.", "s=", "v0.", "V1.", "v1"][r.below(8)];
            let body: String = (0..n)
                .map(|_| if r.below(10) == 0 { char::from_u32(r.below(0x3000) as u32).unwrap_or('?') } else { ALPHABET[r.below(64)] as char })
                .collect();
            format!("{prefix}{body}")
        }
        // Random bytes, correctly base64'd: exercises the inflater.
        15..=29 => {
            let bytes: Vec<u8> = (0..r.below(300)).map(|_| r.next() as u8).collect();
            data_of_bytes(&bytes)
        }
        // A valid link with characters flipped, inserted or deleted.
        30..=74 => {
            let mut s: Vec<char> = pick(r).chars().collect();
            for _ in 0..1 + r.below(4) {
                let at = 3 + r.below(s.len().saturating_sub(3));
                match r.below(3) {
                    0 if at < s.len() => s[at] = ALPHABET[r.below(64)] as char,
                    1 => s.insert(at.min(s.len()), ALPHABET[r.below(64)] as char),
                    _ if at < s.len() => {
                        s.remove(at);
                    }
                    _ => {}
                }
            }
            s.into_iter().collect()
        }
        // Truncated.
        75..=84 => {
            let s = pick(r);
            let n = r.below(s.len());
            s[..n].to_string()
        }
        // A valid link's deflate data with bytes flipped (base64 kept valid).
        85..=94 => {
            let s = pick(r);
            let mut b = URL_SAFE_NO_PAD.decode(&s[3..]).unwrap();
            let i = r.below(b.len());
            b[i] ^= 1 << r.below(8);
            data_of_bytes(&b)
        }
        // A wrong version on a valid link.
        95..=97 => format!("v{}.{}", 2 + r.below(1000), &pick(r)[3..]),
        // A bomb (rarely: each costs an inflate of 1 MiB).
        _ => {
            if r.below(20) == 0 {
                bombs[r.below(bombs.len())].clone()
            } else {
                format!("{}{}", pick(r), "A".repeat(r.below(8)))
            }
        }
    }
}

/// Runs `cases` hostile links through the decoder; returns (refused, accepted,
/// slowest, how many errors named each problem of [`NAMES`]).
fn fuzz(cases: usize) -> (usize, usize, Duration, Vec<usize>) {
    let valid: Vec<String> = scenario_files().iter().filter(|(_, t)| t.len() < 4000).map(|(_, t)| link::encode(t).unwrap()).collect();
    let mut big = b"{\"format\":\"stackwise-scenario\",\"version\":1,\"name\":\"".to_vec();
    big.resize(2 << 20, b'x');
    let bombs = vec![data_of_bytes(&deflate(&big)), data_of_bytes(&deflate(&vec![0u8; 3 << 20]))];
    let mut r = Rng(0x5eed_0012);
    let (mut refused, mut accepted, mut slowest) = (0, 0, Duration::ZERO);
    let mut named = vec![0; NAMES.len()];
    for i in 0..cases {
        let l = hostile(&mut r, &valid, &bombs);
        let t = Instant::now();
        match link::decode(&l) {
            Ok((text, _)) => {
                // A mutation may still be a scenario: then it is one, through and through.
                assert!(stackwise::formats::scenario::parse(&text).is_ok());
                accepted += 1;
            }
            Err(e) => {
                let m = e.to_string();
                let k = NAMES.iter().position(|n| m.contains(n));
                assert!(m.starts_with("link: ") && k.is_some(), "case {i}: {l:.80}: unnamed problem: {m}");
                named[k.unwrap()] += 1;
                refused += 1;
            }
        }
        let d = t.elapsed();
        slowest = slowest.max(d);
        assert!(d < Duration::from_secs(5), "case {i} took {d:?}: {l:.80}");
    }
    (refused, accepted, slowest, named)
}

/// 100,000 hostile links in `cargo test` (about 5 s in the debug test build);
/// `STACKWISE_LINK_FUZZ_CASES=N` runs another number (docs/links.md).
#[test]
fn hostile_links_are_refused_with_a_named_problem() {
    let cases = std::env::var("STACKWISE_LINK_FUZZ_CASES").ok().and_then(|s| s.parse().ok()).unwrap_or(100_000);
    let t = Instant::now();
    let (refused, accepted, slowest, named) = fuzz(cases);
    let tally: Vec<String> = NAMES.iter().zip(&named).map(|(n, k)| format!("{n}: {k}")).collect();
    eprintln!("link fuzz: {cases} cases, {refused} refused, {accepted} accepted, slowest {slowest:?}, total {:?}; {}", t.elapsed(), tally.join(", "));
    assert_eq!(refused + accepted, cases);
    assert!(refused > cases / 2);
    // The cases reach every stage of the decoder (the link cap is tested above).
    if cases >= 10_000 {
        for (n, k) in NAMES.iter().zip(&named) {
            assert!(*k > 0 || *n == "over the limit", "no case was refused as {n:?}: {}", tally.join(", "));
        }
    }
}

/// A short link whose entries' counts stand for a huge board (the
/// tests/repros/link-bombs-huge-boards.json links: 150 to 215 characters for
/// two million cards) is refused from its counts, before the board is built:
/// at once, naming `MAX_LINK_OBJECTS`, without an allocation past the inflate
/// cap. A link of exactly the limit is read.
#[test]
fn a_link_whose_counts_make_a_huge_board_is_refused_before_it_is_built() {
    let repro: serde_json::Value = serde_json::from_str(&std::fs::read_to_string("tests/repros/link-bombs-huge-boards.json").unwrap()).unwrap();
    let links = repro["links"].as_object().unwrap();
    assert_eq!(links.len(), 3);
    for (what, l) in links {
        let l = l.as_str().unwrap();
        assert!(l.len() < 250, "{what}: a short link");
        let t = Instant::now();
        let (r, largest) = largest_allocation(|| link::decode(l));
        match r {
            Err(LinkError::TooManyObjects { count, max }) => {
                assert_eq!(count, 2_000_000, "{what}");
                assert_eq!(max, stackwise::rules::limits::MAX_LINK_OBJECTS);
            }
            other => panic!("{what}: {:?}", other.map(|(t, _)| t.len())),
        }
        assert!(largest <= MAX_DECODED, "{what}: largest allocation {largest} bytes");
        assert!(t.elapsed() < Duration::from_secs(5), "{what}: {:?}", t.elapsed());
        let e = link::decode(l).unwrap_err().to_string();
        assert!(e.contains("2000000 objects") && e.contains("MAX_LINK_OBJECTS"), "{e}");
    }
    // At the limit (two libraries of half of it each) the link is read; one more object is refused.
    let max = stackwise::rules::limits::MAX_LINK_OBJECTS as u64;
    let scenario = |a: u64, b: u64| {
        serde_json::json!({"format": "stackwise-scenario", "version": 1, "players": [
            {"name": "A", "library": [{"card": "Swamp", "count": a}]}, {"name": "B", "library": [{"card": "Swamp", "count": b}]}]})
        .to_string()
    };
    let at = link::encode(&scenario(max / 2, max - max / 2)).expect("a link of exactly the limit is made");
    assert!(link::decode(&at).is_ok());
    let over = scenario(max / 2 + 1, max - max / 2);
    assert_eq!(link::encode(&over).unwrap_err(), LinkError::TooManyObjects { count: max as usize + 1, max: max as usize }, "no link is made that can't be opened");
    // The same text deflated by hand (not through `encode`) is refused when read.
    let data = data_of_bytes(&deflate(over.as_bytes()));
    assert_eq!(link::decode(&data).unwrap_err(), LinkError::TooManyObjects { count: max as usize + 1, max: max as usize });
}
