//! Engine limits on untrusted numbers: every amount that comes from a card, a
//! scenario or an action has a bound here, in one place (the table in
//! `docs/limits.md` lists them with where each is checked).
//!
//! These are engine limits, not rules: the game's numbers are integers
//! (107.1) with no largest one, but a game that must fit in memory and answer within a
//! frame can't follow "create 2³¹ tokens". A number over its limit is refused
//! where it enters (scenario and card validation, `Game::apply`) with a message
//! naming the field, or, when it is only worked out during play (a replacement
//! that multiplies draws, a counter total, a count of permanents), stops that
//! instruction with a `LimitReached` event and leaves the game consistent.
//! Arithmetic on life, damage, counters, power/toughness, mana and turn numbers
//! saturates (`saturating_*`, `clamp_i32` below) so that no value ever wraps.

/// The most times one instruction repeats something for one player:
/// cards drawn (replacements included, 614.11), cards milled or discarded,
/// tokens created (110.5). A card's fixed count above it is refused by validation; a computed count above it
/// (`{"count": "x"}`, a count of permanents, a draw replacement applied to
/// draws that were themselves replaced) stops the instruction with a
/// `LimitReached` event.
pub const MAX_REPEAT: i32 = 100_000;

/// 702.45: the most cards (of different names) whose splicing the legal
/// listing offers for one spell: each set of them is one way to cast it, so
/// the listing stays small; the cast action may splice any cards.
pub const MAX_SPLICE_OFFERED: usize = 4;

/// The largest absolute value of any other number written in a card or a
/// scenario, or chosen in an action: damage, life gained or lost, power,
/// toughness, loyalty, pumps, counters put or removed at once, prevention
/// amounts, a divided amount (601.2d), life and damage marked in a scenario.
/// Combat damage assigned (510.1c) adds up to a power, so it is bounded too. Sums of such numbers (several pumps, counters) can go
/// beyond it; they saturate at `i32::MAX` / `i32::MIN` instead of wrapping.
pub const MAX_NUMBER: i32 = 1_000_000_000;

/// The most counters of one kind on one object or player (121.1), and the most
/// poison counters a player has (704.5c): the same bound as `MAX_NUMBER`, so
/// that a counter total always fits the power and toughness arithmetic. An
/// instruction that would go over it puts no counters and says so with a
/// `LimitReached` event.
pub const MAX_COUNTERS: u32 = MAX_NUMBER as u32;

/// The largest generic number in one mana symbol of a mana cost or a mana
/// string (`{1000}`; 107.4b), checked as the cost is read. Totals of costs and
/// of mana pools saturate at `u32::MAX` instead of wrapping.
pub const MAX_MANA_SYMBOL: u32 = 1_000;

/// The most mana of one type in a scenario's `mana_pool` (106.4).
pub const MAX_MANA: u32 = 10_000;

/// The largest turn number a scenario may start at (500.1). Later turns count
/// on with a saturating addition: the turn number never wraps.
pub const MAX_TURN: u32 = 1_000_000_000;

/// The largest value a player may choose for X (107.3) when casting a spell or
/// activating an ability: an action with a larger `x` is refused and the game
/// is unchanged. The mana to pay is worked out in 64 bits, so X times the
/// number of {X} symbols never wraps.
pub const MAX_X: u32 = 1_000;

/// The largest scenario file `formats::scenario::parse` reads (8 MiB).
pub const MAX_SCENARIO_BYTES: usize = 8 * 1024 * 1024;

/// The most cards (and tokens) a scenario may set up, in all zones together,
/// counted from its entries before anything is made: one board of a million
/// tokens (the most one entry may stand for) with the cards of a game around
/// it fits in the page's memory, and a session of it can still be saved
/// (`MAX_SAVE_BYTES`).
pub const MAX_SCENARIO_CARDS: usize = 1_100_000;

/// The most objects the scenario of a link may set up (counted as for
/// `MAX_SCENARIO_CARDS`, before anything is made). A link is a few hundred
/// characters that anyone may send, and opening it must not cost its reader
/// seconds and hundreds of megabytes: entries with a `count` could otherwise
/// make a short link a board of a million objects. A bigger board is opened
/// from its scenario file, which the reader chooses to load.
pub const MAX_LINK_OBJECTS: usize = 100_000;

/// The most bytes `Session::save` writes: past it the session is not saved and
/// the error says so (the text must also fit a JavaScript string, about
/// 2^29 characters, for the page). Writing never allocates past it.
pub const MAX_SAVE_BYTES: usize = 500 << 20;

/// The most identical objects one scenario entry may stand for (its `count`):
/// a board of a million tokens fits in the page's memory.
pub const MAX_SCENARIO_COUNT: u64 = 1_000_000;

/// The most lands a scenario may say were played this turn (305.2).
pub const MAX_LANDS_PLAYED: u32 = 1_000;

/// The most internal steps `Game::run` takes without a player being asked
/// anything (116, 500). Loops of mandatory actions are recognised long before
/// (716.4, `rules::loops`: a few hundred steps); this bound only guards
/// against a loop recognition misses (a position that keeps changing in a way
/// it does not count as growth). Reaching it gives the active player priority
/// with a `LimitReached` event.
pub const MAX_INTERNAL_STEPS: u32 = 1_000_000;

/// The most state-based action checks of one 704.3 loop. As above, a check
/// that repeats forever is recognised as a mandatory loop long before (716.4);
/// reaching this bound stops the loop with a `LimitReached` event and the
/// game goes on to priority.
pub const MAX_SBA_CHECKS: u32 = 1_000_000;

/// A value read from a counter total or a count of objects, as a power,
/// toughness or amount (`i32`): at most `i32::MAX`, never wrapped to a negative
/// number (a `u32` cast with `as i32` would make 4,294,967,295 +1/+1 counters -1).
pub fn clamp_i32(n: impl TryInto<i32>) -> i32 {
    n.try_into().unwrap_or(i32::MAX)
}

/// Untrusted text quoted in an error or event: at most 60 characters, the
/// rest cut and marked with "…".
pub fn clip(s: &str) -> String {
    const QUOTED: usize = 60;
    match s.char_indices().nth(QUOTED) {
        Some((i, _)) => format!("{}…", &s[..i]),
        None => s.to_string(),
    }
}

/// The event text and payload of a limit reached during play: `what` names
/// the instruction, `asked` what it would have needed, `max` the limit and
/// `name` the constant (as in `docs/limits.md`).
pub fn limit_text(rule: &str, what: &str, asked: i64, max: i64, name: &str) -> String {
    format!("{rule}: engine limit reached: {what} needs {asked}, over the limit of {max} (limits::{name}); that instruction stops here")
}

impl super::state::Game {
    /// A limit reached during play: emit the `LimitReached` event that stops the
    /// instruction (the caller then does nothing more of it). `rule` is the rule
    /// being applied ("120.1" for a draw, "110.5" for tokens, ...).
    pub(crate) fn limit_reached(&mut self, rule: &'static str, what: &str, asked: i64, max: i64, name: &str) {
        let text = limit_text(rule, what, asked, max, name);
        self.emit(super::events::Event::new(rule, super::events::EventKind::LimitReached { limit: name.to_string(), asked, max }, text));
    }
}

/// 716.2a: how deep a shortcut's loops may be nested.
pub const MAX_SHORTCUT_DEPTH: usize = 8;

/// 716.2a: the most steps a shortcut may be written with (loops count their
/// steps once, not once per repetition).
pub const MAX_SHORTCUT_STEPS: usize = 1_000;

/// 716.2a: the most game choices a shortcut may hold (its loops' repetitions
/// multiplied out): a billion, a thousand times the seed's million tokens.
pub const MAX_SHORTCUT_CHOICES: u64 = 1_000_000_000;

/// 716.2a: the most choices a "pass until" may make before its stop.
pub const MAX_PASS_UNTIL: u64 = 10_000;

/// The most choices of a shortcut the engine plays one at a time (when a
/// loop's iterations are not alike and can't be worked out at once), each time
/// it plays the sequence.
pub const MAX_PLAYED_CHOICES: u64 = 200_000;

/// The most characters of a scenario's `author` (no rule: a name, not an essay).
pub const MAX_AUTHOR_CHARS: usize = 200;

/// The most characters of a goal's `text` (how a puzzle states its goal).
pub const MAX_GOAL_TEXT_CHARS: usize = 500;

/// The most permanents a `remove` goal lists.
pub const MAX_GOAL_OBJECTS: usize = 100;

/// The largest id, timestamp, identity or count a game read from outside (a
/// saved session, a `position` scenario) may hold in the counters that make new
/// ones (`next_id`, `next_timestamp`, ...): 2^53, so that every one stays exact
/// as a JavaScript number and counting on from it can't overflow
/// (`Game::check_consistency`).
pub const MAX_GAME_COUNTER: u64 = 1 << 53;
