//! The `stackwise` command-line tool.
//!
//! - `stackwise run FILE`: play a scenario's script, print the event log (rule number first).
//! - `stackwise run --json FILE`: print the final snapshot as JSON.
//! - `stackwise cards`: list the built-in card pool.
//! - `stackwise check FILE`: validate a scenario and report every problem.
//! - `stackwise import-pzl [--strict] [--table FILE] FILE`: turn a Forge puzzle file into a
//!   scenario (printed on standard output); what can't be brought over is
//!   listed on standard error (docs/pzl.md).
//! - `stackwise share FILE [--base URL]`: print the scenario's link (docs/links.md).
//! - `stackwise export [--setup] FILE|LINK`: play the scenario's script and print
//!   the position it ends in as a `position` scenario (docs/scenarios.md,
//!   "Positions"); with `--setup`, an editable setup of that board instead, and
//!   what the setup leaves out on standard error.
//! - `run` and `check` take a link (a whole URL, `#s=v1.…` or `v1.…`) in place of FILE.
//! - `stackwise tutorial check FILE`: validate a tutorial and play every step
//!   (docs/tutorials.md): prints each failing step and exits with 1 if any fails.
//! - `stackwise tutorial export FILE|LINK`: a scenario's script, or a saved
//!   session's timeline, as tutorial steps for an author to narrate.
//! - `stackwise coverage [--table FILE] [--floor FILE]`: compile every card of
//!   the card table (docs/coverage.md) and print how many are understood,
//!   compiled and not compiled, by set and type, and the unread phrases that
//!   block the most cards; with `--floor`, exit 1 if fewer cards first printed
//!   by the rules' date are understood than the number in FILE; with
//!   `--phrases N`, only the N unread phrases (whole) that block the most cards;
//!   with `--only` too, the phrases that are a card's only unread line.
//! - `stackwise card NAME`: one card of the table: its text, compiled form,
//!   rendering and status.
//! - `stackwise compile --text TEXT [--name NAME] [--type TYPE_LINE] [--cost COST] [--pt P/T]`: compile
//!   rules text (the name is its self-reference) and print the form and its
//!   rendering, or the unread phrase.
//! - `stackwise ai-vs-random [GAMES]`: the computer opponent against a random
//!   legal player, from both seats and across the decks; prints its win rate
//!   and how long its decisions took (docs/ai.md).

use stackwise::formats::scenario;
use std::process::ExitCode;

const USAGE: &str = "usage: stackwise run [--json] FILE|LINK | stackwise run --decks LIST_A LIST_B [--seed N] [--table FILE] [--json] | stackwise decklist LIST [--table FILE] | stackwise pzl-report DIR [--table FILE] | stackwise check FILE|LINK | stackwise share FILE [--base URL] | stackwise export [--setup] FILE|LINK | stackwise import-pzl [--strict] [--table FILE] FILE | stackwise tutorial check FILE | stackwise tutorial export FILE|LINK | stackwise cards | stackwise card NAME [--table FILE] | stackwise compile --text TEXT [--name NAME] [--type TYPE_LINE] [--cost COST] [--pt P/T] | stackwise coverage [--table FILE] [--floor FILE] [--phrases N [--only]] | stackwise ai-vs-random [GAMES]";

/// Where `npm run build` (scripts/card-table.mjs) writes the card table.
const TABLE: &str = "pkg/card-table.json";

/// Writing to a closed pipe (`stackwise card X | head`) ends the program
/// quietly, as other command-line tools do, instead of a panic on the next
/// print: the default action of SIGPIPE, which Rust programs start without.
#[cfg(unix)]
fn end_quietly_on_closed_pipe() {
    extern "C" {
        fn signal(signum: i32, handler: usize) -> usize;
    }
    const SIGPIPE: i32 = 13;
    const SIG_DFL: usize = 0;
    // SAFETY: `signal` from the C library, setting SIGPIPE back to its default
    // action before any thread is started or any output written.
    unsafe {
        signal(SIGPIPE, SIG_DFL);
    }
}

fn main() -> ExitCode {
    #[cfg(unix)]
    end_quietly_on_closed_pipe();
    let args: Vec<String> = std::env::args().skip(1).collect();
    match real_main(&args) {
        Ok(code) => code,
        Err(e) => {
            // One line, naming the problem; never a backtrace.
            eprintln!("stackwise: {}", e.replace('\n', " "));
            ExitCode::from(2)
        }
    }
}

fn read(path: &str) -> Result<String, String> {
    let meta = std::fs::metadata(path).map_err(|e| format!("{path}: {e}"))?;
    if meta.len() > 8 * 1024 * 1024 {
        return Err(format!("{path}: file is larger than 8 MiB"));
    }
    let bytes = std::fs::read(path).map_err(|e| format!("{path}: {e}"))?;
    String::from_utf8(bytes).map_err(|_| format!("{path}: not UTF-8 text"))
}

/// The scenario text of a FILE argument, which may instead be a link
/// (docs/links.md): an existing file is read; otherwise a text whose data
/// starts with a version prefix (`v1.`) is decoded. Returns the name to
/// report problems under and the text.
fn read_scenario(arg: &str) -> Result<(String, String), String> {
    use stackwise::formats::link;
    if !std::path::Path::new(arg).exists() && link::looks_like_link(arg) {
        let text = link::decode_text(arg).map_err(|e| e.to_string())?;
        return Ok(("link".to_string(), text));
    }
    Ok((arg.to_string(), read(arg)?))
}

fn real_main(args: &[String]) -> Result<ExitCode, String> {
    match args.first().map(String::as_str) {
        Some("ai-vs-random") => {
            let games: u64 = match args.get(1) {
                None => 100,
                Some(n) => n.parse().ok().filter(|n| (1..=100_000).contains(n)).ok_or_else(|| format!("GAMES: '{n}' is not a number from 1 to 100000; {USAGE}"))?,
            };
            ai_vs_random(games);
            Ok(ExitCode::SUCCESS)
        }
        Some("run") if args.iter().any(|a| a == "--decks") => run_decks(&args[1..]),
        Some("decklist") => decklist(&args[1..]),
        Some("pzl-report") => pzl_report(&args[1..]),
        Some("run") => {
            let mut json = false;
            let mut file = None;
            for a in &args[1..] {
                match a.as_str() {
                    "--json" => json = true,
                    s if s.starts_with('-') => return Err(format!("unknown option '{s}'; {USAGE}")),
                    s => {
                        if file.replace(s.to_string()).is_some() {
                            return Err(format!("only one FILE may be given; {USAGE}"));
                        }
                    }
                }
            }
            let file = file.ok_or_else(|| format!("missing FILE; {USAGE}"))?;
            let (file, text) = read_scenario(&file)?;
            let sc = scenario::parse(&text).map_err(|e| format!("{file}: {e}"))?;
            let out = scenario::run_script(&sc).map_err(|e| format!("{file}: {e}"))?;
            if json {
                let snap = out.game.snapshot(None);
                println!("{}", serde_json::to_string_pretty(&snap).map_err(|e| e.to_string())?);
            } else {
                for e in &out.events {
                    println!("{}", e.line());
                }
            }
            // Expectation results go to standard error, so that standard output stays the event log.
            for r in &out.report {
                let kind = match &sc.script[r.step] {
                    scenario::ScriptStep::Do { .. } => "refusal",
                    _ => "expect",
                };
                if r.met {
                    eprintln!("script[{}] {kind} ok: {}", r.step, r.text);
                } else {
                    eprintln!("expectation failed: script[{}] {kind}: {}", r.step, r.text);
                }
            }
            let met = out.report.iter().filter(|r| r.met).count();
            if !out.report.is_empty() {
                eprintln!("expectations: {met} of {} step(s) met", out.report.len());
            }
            if !out.failures.is_empty() {
                return Ok(ExitCode::from(1));
            }
            Ok(ExitCode::SUCCESS)
        }
        Some("check") => {
            let file = args.get(1).ok_or_else(|| format!("missing FILE; {USAGE}"))?;
            let (file, text) = read_scenario(file)?;
            let file = &file;
            let sc = scenario::parse(&text).map_err(|e| format!("{file}: {e}"))?;
            match sc.build() {
                Ok(_) => {
                    let (mut actions, mut expects, mut refusals) = (0, 0, 0);
                    for st in &sc.script {
                        match st {
                            scenario::ScriptStep::Do { refused: Some(_), .. } => refusals += 1,
                            scenario::ScriptStep::Do { .. } | scenario::ScriptStep::PassAll { .. } => actions += 1,
                            scenario::ScriptStep::Expect { .. } => expects += 1,
                        }
                    }
                    println!("{file}: ok ({actions} action step(s), {expects} expectation step(s), {refusals} expected refusal(s))");
                    Ok(ExitCode::SUCCESS)
                }
                Err(errs) => Err(format!("{file}: {} problem(s): {}", errs.len(), errs.join("; "))),
            }
        }
        Some("import-pzl") => import_pzl(&args[1..]),
        Some("tutorial") => tutorial(&args[1..]),
        Some("export") => export(&args[1..]),
        Some("share") => {
            let mut base = stackwise::formats::link::DEFAULT_BASE.to_string();
            let mut file = None;
            let mut it = args[1..].iter();
            while let Some(a) = it.next() {
                match a.as_str() {
                    "--base" => base = it.next().ok_or_else(|| format!("--base needs a URL; {USAGE}"))?.clone(),
                    s if s.starts_with('-') => return Err(format!("unknown option '{s}'; {USAGE}")),
                    s => {
                        if file.replace(s.to_string()).is_some() {
                            return Err(format!("only one FILE may be given; {USAGE}"));
                        }
                    }
                }
            }
            let file = file.ok_or_else(|| format!("missing FILE; {USAGE}"))?;
            let text = read(&file)?;
            let l = stackwise::formats::link::link(&base, &text).map_err(|e| format!("{file}: {e}"))?;
            println!("{l}");
            Ok(ExitCode::SUCCESS)
        }
        Some("cards") => {
            for d in stackwise::cards::builtin().all() {
                let name = &d.name;
                let cost = d.mana_cost.as_ref().map(|m| m.text.clone()).unwrap_or_default();
                println!("{name} {cost} — {}", d.text);
            }
            Ok(ExitCode::SUCCESS)
        }
        Some("coverage") => coverage(&args[1..]),
        Some("card") => card(&args[1..]),
        Some("compile") => compile_text(&args[1..]),
        Some("--help") | Some("-h") | Some("help") => {
            println!("{USAGE}");
            Ok(ExitCode::SUCCESS)
        }
        Some(other) => Err(format!("unknown command '{other}'; {USAGE}")),
        None => Err(USAGE.to_string()),
    }
}

/// `export [--setup] FILE|LINK`: the position at the end of the scenario's script.
fn export(args: &[String]) -> Result<ExitCode, String> {
    use stackwise::formats::export;
    let setup = args.iter().any(|a| a == "--setup");
    if let Some(o) = args.iter().find(|a| a.starts_with('-') && *a != "--setup") {
        return Err(format!("unknown option '{o}'; {USAGE}"));
    }
    let files: Vec<&String> = args.iter().filter(|a| !a.starts_with('-')).collect();
    let [file] = files[..] else { return Err(format!("export takes one FILE or LINK; {USAGE}")) };
    let (file, text) = read_scenario(file)?;
    let sc = scenario::parse(&text).map_err(|e| format!("{file}: {e}"))?;
    let labels = sc.build().map_err(|e| format!("{file}: {}", e.join("; ")))?.labels;
    let end = scenario::run_script(&sc).map_err(|e| format!("{file}: {e}"))?.game;
    let mut meta = serde_json::Map::new();
    for (k, v) in [("description", &sc.description), ("author", &sc.author)] {
        if !v.is_empty() {
            meta.insert(k.into(), serde_json::Value::from(v.clone()));
        }
    }
    if setup {
        let out = export::setup(&end, &labels, &sc.name, &meta);
        println!("{}", out.scenario);
        for d in &out.dropped {
            eprintln!("dropped: {d}");
        }
    } else {
        println!("{}", export::position_text(&end, &labels, &sc.name, &meta).map_err(|e| format!("{file}: {e}"))?);
    }
    Ok(ExitCode::SUCCESS)
}

/// `import-pzl [--strict] FILE`: the scenario on standard output, what was
/// not brought over on standard error. Exit 1 when no card could be brought
/// over, or with `--strict` when anything was left out; 2 on a malformed file.
fn import_pzl(args: &[String]) -> Result<ExitCode, String> {
    use stackwise::formats::pzl;
    let (table, args) = option(args, "--table")?;
    let mut strict = false;
    let mut file = None;
    for a in &args {
        match a.as_str() {
            "--strict" => strict = true,
            s if s.starts_with('-') => return Err(format!("unknown option '{s}'; {USAGE}")),
            s => {
                if file.replace(s.to_string()).is_some() {
                    return Err(format!("only one FILE may be given; {USAGE}"));
                }
            }
        }
    }
    let file = file.ok_or_else(|| format!("missing FILE; {USAGE}"))?;
    let meta = std::fs::metadata(&file).map_err(|e| format!("{file}: {e}"))?;
    if meta.len() > pzl::MAX_PZL_BYTES as u64 {
        return Err(format!("{file}: the file is {} bytes, over the limit of {} (pzl::MAX_PZL_BYTES)", meta.len(), pzl::MAX_PZL_BYTES));
    }
    let text = read(&file)?;
    // The card table when there is one (cards beyond the built-in ones, read from their text).
    let table = match table {
        Some(t) => Some(load_table(Some(t))?),
        None if std::path::Path::new(TABLE).exists() => Some(load_table(None)?),
        None => {
            eprintln!("{TABLE} not found: only built-in cards are looked up (the card table is made by `node scripts/card-table.mjs`)");
            None
        }
    };
    let imp = match &table {
        Some(t) => pzl::import_with_table(&text, t),
        None => pzl::import(&text),
    }
    .map_err(|e| format!("{file}: {e}"))?;
    if let Err(errs) = imp.scenario.build() {
        return Err(format!("{file}: the imported scenario is not valid: {}", errs.join("; ")));
    }
    for n in &imp.not_brought {
        eprintln!("not brought over: {n}");
    }
    eprintln!("{file}: {} card(s) brought over, {} thing(s) not brought over", imp.cards, imp.not_brought.len());
    if let Some(g) = &imp.goal {
        match &imp.scenario.goal {
            Some(_) => eprintln!("goal: {g} (judged: the scenario's goal)"),
            None => eprintln!("goal: {g} (not judged: kept in the description)"),
        }
    }
    if imp.cards == 0 {
        eprintln!("{file}: no card could be brought over: nothing usable");
        return Ok(ExitCode::from(1));
    }
    if strict && !imp.not_brought.is_empty() {
        eprintln!("{file}: --strict: {} thing(s) could not be brought over", imp.not_brought.len());
        return Ok(ExitCode::from(1));
    }
    println!("{}", imp.scenario_text()?);
    Ok(ExitCode::SUCCESS)
}

/// The opponent against the random legal player: `games` games, the opponent
/// taking seat 0 in the even ones and seat 1 in the odd ones, the decks
/// going round every pair (a deck may meet itself).
/// `pzl-report DIR [--table FILE]`: every Forge puzzle file (`*.pzl`) of a
/// folder imported with the card table, counted: read, with every card
/// brought over, building into a game, and played to a result (the computer
/// on both sides until the goal is judged or the game ends, 5,000 actions at
/// most); then the cards that keep the most puzzles from coming over whole.
fn pzl_report(args: &[String]) -> Result<ExitCode, String> {
    use stackwise::formats::pzl;
    let (table, rest) = option(args, "--table")?;
    let [dir] = rest.as_slice() else { return Err(format!("pzl-report takes one DIR; {USAGE}")) };
    let t = load_table(table)?;
    let mut files: Vec<std::path::PathBuf> = std::fs::read_dir(dir).map_err(|e| format!("{dir}: {e}"))?.filter_map(|e| e.ok().map(|e| e.path())).filter(|p| p.extension().is_some_and(|x| x == "pzl")).collect();
    files.sort();
    let (mut read_ok, mut whole, mut builds, mut result, mut in_rules) = (0, 0, 0, 0, 0);
    let mut blocking: std::collections::BTreeMap<String, usize> = Default::default();
    for f in &files {
        let Ok(imp) = read(&f.to_string_lossy()).and_then(|text| pzl::import_with_table(&text, &t)) else { continue };
        read_ok += 1;
        for m in &imp.missing {
            *blocking.entry(m.clone()).or_default() += 1;
        }
        // Every card it names was first printed by the rules' date (the others can't be understood).
        if imp.missing.iter().all(|m| t.find(m).is_some_and(|c| c.in_rules)) {
            in_rules += 1;
        }
        if !imp.missing.is_empty() {
            continue;
        }
        whole += 1;
        let Ok(text) = imp.scenario_text() else { continue };
        let Ok(session) = stackwise::session::Session::from_scenario(&text) else { continue };
        builds += 1;
        let mut g = session.game().clone();
        for _ in 0..5_000 {
            let judged = g.goal.as_ref().is_some_and(|x| x.outcome != stackwise::rules::goal::Outcome::Pending);
            if judged || g.winners.is_some() {
                break;
            }
            let Some(p) = stackwise::ai::acting(&g) else { break };
            let Some(a) = stackwise::ai::choose(&g, p) else { break };
            if g.apply(&a).is_err() {
                break;
            }
        }
        if g.winners.is_some() || g.goal.as_ref().is_some_and(|x| x.outcome != stackwise::rules::goal::Outcome::Pending) {
            result += 1;
        }
    }
    println!("{} puzzle files in {dir}: {read_ok} read; {in_rules} use only cards first printed by 2011-09-30; {whole} with every card brought over; {builds} of those build; {result} played to a result", files.len());
    let mut top: Vec<(usize, String)> = blocking.into_iter().map(|(n, c)| (c, n)).collect();
    top.sort_by(|a, b| b.0.cmp(&a.0).then(a.1.cmp(&b.1)));
    println!("the cards missing from the most puzzles:");
    for (c, n) in top.iter().take(25) {
        let why = stackwise::formats::decklist::resolve(Some(&t), stackwise::cards::builtin(), n).err().unwrap_or_default();
        println!("  {c:4}  {n}: {why}");
    }
    Ok(ExitCode::SUCCESS)
}

/// `decklist LIST [--table FILE]`: how a decklist reads (each card and where
/// its definition comes from; each line not used, with why).
fn decklist(args: &[String]) -> Result<ExitCode, String> {
    let (table, rest) = option(args, "--table")?;
    let [file] = rest.as_slice() else { return Err(format!("decklist takes one LIST; {USAGE}")) };
    let text = read(file)?;
    let t = load_table(table)?;
    let d = stackwise::formats::decklist::read(&text, Some(&t), stackwise::cards::builtin());
    for e in &d.entries {
        println!("{} {} ({})", e.count, e.name, e.source);
    }
    for i in &d.ignored {
        println!("left out: {i}");
    }
    println!("{file}: {} cards", d.total());
    if d.problems.is_empty() {
        return Ok(ExitCode::SUCCESS);
    }
    Err(format!("{file}: {} line(s) not used: {}", d.problems.len(), d.problems.join("; ")))
}

/// `run --decks LIST_A LIST_B [--seed N] [--table FILE] [--json]`: a game
/// dealt from two decklists, played by the computer on both sides to a result
/// (or 20,000 actions); prints the event log (or, with --json, the final
/// snapshot) and the result.
fn run_decks(args: &[String]) -> Result<ExitCode, String> {
    let (table, rest) = option(args, "--table")?;
    let (seed, rest) = option(&rest, "--seed")?;
    let json = rest.iter().any(|a| a == "--json");
    let files: Vec<&String> = rest.iter().filter(|a| *a != "--json" && *a != "--decks").collect();
    if let Some(bad) = files.iter().find(|a| a.starts_with('-')) {
        return Err(format!("unknown option '{bad}'; {USAGE}"));
    }
    let [a, b] = files.as_slice() else { return Err(format!("--decks takes two decklists; {USAGE}")) };
    let seed: u64 = match seed {
        None => 1,
        Some(n) => n.parse().map_err(|_| format!("--seed: '{n}' is not a whole number"))?,
    };
    let (ta, tb) = (read(a)?, read(b)?);
    let t = load_table(table)?;
    let stem = |f: &str| std::path::Path::new(f).file_stem().map(|s| s.to_string_lossy().chars().take(40).collect::<String>()).unwrap_or_default();
    let decks = stackwise::formats::decklist::decks_for_game(&[(&stem(a), &ta), (&stem(b), &tb)], Some(&t), stackwise::cards::builtin())?;
    let session = stackwise::session::Session::from_decks(&decks, seed)?;
    let mut g = session.game().clone();
    let mut actions = 0;
    while g.winners.is_none() && actions < 20_000 {
        let Some(p) = stackwise::ai::acting(&g) else { break };
        let Some(a) = stackwise::ai::choose(&g, p) else { break };
        let events = g.apply(&a).map_err(|e| format!("the engine refused the computer's action {a:?}: {e}"))?;
        actions += 1;
        if !json {
            for e in &events {
                println!("{}", e.line());
            }
        }
    }
    if json {
        println!("{}", serde_json::to_string_pretty(&g.snapshot(None)).map_err(|e| e.to_string())?);
    }
    let names: Vec<String> = g.players.iter().map(|p| p.name.clone()).collect();
    let result = match &g.winners {
        None => "no result within 20,000 actions".to_string(),
        Some(w) if w.is_empty() => "a draw".to_string(),
        Some(w) => format!("won by {}", w.iter().map(|p| names.get(p.0 as usize).cloned().unwrap_or_default()).collect::<Vec<_>>().join(", ")),
    };
    // The result goes to standard error, so that standard output stays the event log.
    eprintln!("{} vs {} (seed {seed}): {result} after {actions} actions, turn {}", names[0], names[1], g.turn.number);
    Ok(ExitCode::SUCCESS)
}

fn ai_vs_random(games: u64) {
    use stackwise::ai::arena::{play, Seat};
    use stackwise::decks::DECKS;
    use stackwise::rules::types::PlayerId;
    let n = DECKS.len() as u64;
    let (mut won, mut lost, mut drawn, mut unfinished, mut refused) = (0u64, 0u64, 0u64, 0u64, 0usize);
    let mut times: Vec<u64> = Vec::new();
    let mut slowest: Option<(u64, String)> = None;
    for i in 0..games {
        let pair = i / 2;
        let (a, b) = (DECKS[(pair % n) as usize].id, DECKS[((pair / n) % n) as usize].id);
        let ai = (i % 2) as u8;
        let seats = if ai == 0 { [Seat::Ai, Seat::Random(i)] } else { [Seat::Random(i), Seat::Ai] };
        let g = match stackwise::session::Session::new_game(a, b, 10_000 + i) {
            Ok(s) => s.game().clone(),
            Err(e) => {
                eprintln!("{e}");
                continue;
            }
        };
        let o = play(g, seats, 50_000);
        refused += o.refused;
        times.extend(o.decision_ns);
        if let Some((t, w)) = o.slowest {
            if slowest.as_ref().map(|(s, _)| t > *s).unwrap_or(true) {
                slowest = Some((t, format!("{w} (game {i}, {a} vs {b})")));
            }
        }
        match o.winners {
            None => unfinished += 1,
            Some(w) if w == vec![PlayerId(ai)] => won += 1,
            Some(w) if w.is_empty() => drawn += 1,
            Some(_) => lost += 1,
        }
    }
    times.sort_unstable();
    let pct = |q: f64| times.get(((times.len() as f64 - 1.0) * q).round() as usize).copied().unwrap_or(0) as f64 / 1e6;
    println!("AI vs random, {games} games (both seats, every pair of decks): AI won {won}, lost {lost}, drew {drawn}, unfinished {unfinished}: win rate {:.1}%", 100.0 * won as f64 / games.max(1) as f64);
    println!("AI actions refused by the engine: {refused}");
    println!("AI decisions: {} timed; median {:.3} ms, 99th percentile {:.3} ms, slowest {:.3} ms", times.len(), pct(0.5), pct(0.99), pct(1.0));
    if let Some((_, w)) = slowest {
        println!("the slowest: {w}");
    }
}

/// `stackwise tutorial check FILE` / `stackwise tutorial export FILE|LINK` (docs/tutorials.md).
fn tutorial(args: &[String]) -> Result<ExitCode, String> {
    use stackwise::formats::tutorial;
    let usage = "usage: stackwise tutorial check FILE | stackwise tutorial export FILE|LINK";
    match (args.first().map(String::as_str), args.get(1), args.len()) {
        (Some("check"), Some(file), 2) => {
            let text = read(file)?;
            let t = match tutorial::parse(&text) {
                Ok(t) => t,
                Err(errs) => {
                    for e in &errs {
                        println!("{file}: {e}");
                    }
                    println!("{file}: FAILED ({} problem(s))", errs.len());
                    return Ok(ExitCode::from(1));
                }
            };
            match tutorial::check(&t) {
                Ok(report) => {
                    for s in &report.steps {
                        println!("{file}: {}: ok ({})", s.name, s.text);
                    }
                    println!("{file}: ok ({} step(s))", report.steps.len());
                    Ok(ExitCode::SUCCESS)
                }
                Err(failures) => {
                    for f in &failures {
                        println!("{file}: {f}");
                    }
                    println!("{file}: FAILED ({} problem(s))", failures.len());
                    Ok(ExitCode::from(1))
                }
            }
        }
        (Some("export"), Some(file), 2) => {
            let (_, text) = read_scenario(file)?;
            println!("{}", tutorial::export(&text)?);
            Ok(ExitCode::SUCCESS)
        }
        _ => Err(usage.to_string()),
    }
}

/// The value of `--flag VALUE` among `args`, and the arguments without it.
fn option(args: &[String], flag: &str) -> Result<(Option<String>, Vec<String>), String> {
    let mut rest = Vec::new();
    let mut value = None;
    let mut it = args.iter();
    while let Some(a) = it.next() {
        if a == flag {
            value = Some(it.next().ok_or_else(|| format!("{flag} needs a value; {USAGE}"))?.clone());
        } else {
            rest.push(a.clone());
        }
    }
    Ok((value, rest))
}

fn load_table(path: Option<String>) -> Result<stackwise::text::table::CardTable, String> {
    let path = path.unwrap_or_else(|| TABLE.to_string());
    let meta = std::fs::metadata(&path).map_err(|e| format!("{path}: {e} (the card table is made by `node scripts/card-table.mjs`, which `npm run build` and `npm test` run)"))?;
    if meta.len() > 64 * 1024 * 1024 {
        return Err(format!("{path}: file is larger than 64 MiB"));
    }
    let text = std::fs::read_to_string(&path).map_err(|e| format!("{path}: {e}"))?;
    stackwise::text::table::CardTable::parse(&text).map_err(|e| format!("{path}: {e}"))
}

/// `coverage [--table FILE] [--floor FILE]`.
fn coverage(args: &[String]) -> Result<ExitCode, String> {
    let (table, rest) = option(args, "--table")?;
    let (floor, rest) = option(&rest, "--floor")?;
    let (phrases, rest) = option(&rest, "--phrases")?;
    let only = rest.iter().any(|a| a == "--only");
    let rest: Vec<String> = rest.into_iter().filter(|a| a != "--only").collect();
    if let Some(a) = rest.first() {
        return Err(format!("unexpected argument '{a}'; {USAGE}"));
    }
    let table = load_table(table)?;
    let report = stackwise::text::coverage::measure(&table);
    match phrases {
        Some(n) => out(&report.whole_phrases(n.parse().map_err(|_| format!("--phrases: '{n}' is not a number"))?, only)),
        None => out(&report.text(&table.source, &table.rules_date)),
    }
    if let Some(f) = floor {
        let want: usize = read(&f)?.lines().find(|l| !l.trim().is_empty() && !l.starts_with('#')).and_then(|l| l.trim().parse().ok()).ok_or_else(|| format!("{f}: no number (the floor: how many cards must be understood)"))?;
        let got = report.in_rules.understood;
        if got < want {
            eprintln!("stackwise coverage: {got} cards understood, fewer than the floor of {want} in {f}");
            return Ok(ExitCode::from(1));
        }
        out(&format!("\nfloor: {got} understood, at least the {want} that {f} asks\n"));
    }
    Ok(ExitCode::SUCCESS)
}

/// Text on standard output; a closed pipe (`| head`) ends the output quietly.
fn out(s: &str) {
    use std::io::Write;
    let _ = std::io::stdout().lock().write_all(s.as_bytes());
}

fn print_status(card: &stackwise::text::table::TableCard) -> Result<(), String> {
    use stackwise::text::{normalize_named, status, Status};
    let (st, def) = status(card);
    let mut s = format!("{} ({})\n", card.name, st.label());
    if let Some(d) = &def {
        s.push_str(&format!("\ncompiled form:\n{}\n", serde_json::to_string_pretty(d).map_err(|e| e.to_string())?));
    }
    match &st {
        Status::Understood => s.push_str(&format!("\nrendered (the printed text):\n{}\n", normalize_named(&card.text, &card.name))),
        Status::Compiled { rendered, expected } => {
            s.push_str(&format!("\nprinted:\n{expected}\n"));
            match rendered {
                Ok(r) => s.push_str(&format!("\nrendered:\n{r}\n")),
                Err(e) => s.push_str(&format!("\nrendered: can't write {e} yet\n")),
            }
        }
        Status::NotCompiled(u) => s.push_str(&format!("\ntext:\n{}\n\nnot compiled: {u}\n", normalize_named(&card.text, &card.name))),
    }
    out(&s);
    Ok(())
}

/// `card NAME [--table FILE]`.
fn card(args: &[String]) -> Result<ExitCode, String> {
    let (table, rest) = option(args, "--table")?;
    let name = rest.join(" ");
    if name.is_empty() {
        return Err(format!("card needs a NAME; {USAGE}"));
    }
    let table = load_table(table)?;
    let c = table.get(&name).ok_or_else(|| format!("no card named '{name}' in the card table"))?;
    print_status(c)?;
    Ok(ExitCode::SUCCESS)
}

/// `compile --text TEXT [--name NAME] [--type TYPE_LINE]`.
fn compile_text(args: &[String]) -> Result<ExitCode, String> {
    let (text, rest) = option(args, "--text")?;
    let (name, rest) = option(&rest, "--name")?;
    let (type_line, rest) = option(&rest, "--type")?;
    let (cost, rest) = option(&rest, "--cost")?;
    let (pt, rest) = option(&rest, "--pt")?;
    if let Some(a) = rest.first() {
        return Err(format!("unexpected argument '{a}'; {USAGE}"));
    }
    let text = text.ok_or_else(|| format!("compile needs --text; {USAGE}"))?;
    let (power, toughness) = match pt {
        None => (None, None),
        Some(pt) => {
            let (p, t) = pt.split_once('/').ok_or_else(|| format!("--pt: '{pt}' is not POWER/TOUGHNESS (like 2/2)"))?;
            (Some(p.to_string()), Some(t.to_string()))
        }
    };
    let card = stackwise::text::table::TableCard {
        name: name.unwrap_or_else(|| "This Card".into()),
        type_line: type_line.unwrap_or_else(|| "Instant".into()),
        text: text.replace("\\n", "\n"),
        mana_cost: cost,
        power,
        toughness,
        layout: "normal".into(),
        ..Default::default()
    };
    print_status(&card)?;
    Ok(ExitCode::SUCCESS)
}
