//! Untrusted counts are bounded (`src/rules/limits.rs`,
//! `docs/limits.md`). Every number from a card, a scenario or an action has a
//! limit: over it, validation refuses with a message naming the field, an
//! action is refused with the game unchanged, and a limit reached during play
//! stops that instruction with a `LimitReached` event and a consistent game.
//! Arithmetic saturates where the rules allow any number: nothing wraps.

use crate::common;
use common::*;
use serde_json::{json, Value};
use stackwise::cards::def::CardDef;
use stackwise::formats::scenario::{self, Scenario};
use stackwise::rules::limits::*;
use stackwise::rules::state::{Game, StackKind};
use stackwise::rules::*;
use std::collections::BTreeMap;

/// The problems a scenario is refused with (panics if it is accepted).
fn refused(mut v: Value) -> Vec<String> {
    v["format"] = "stackwise-scenario".into();
    v["version"] = 1.into();
    let s: Scenario = stackwise::formats::json_path::from_value_at(&v, "").expect("scenario JSON");
    match s.build() {
        Ok(_) => panic!("the scenario was accepted"),
        Err(e) => e,
    }
}

/// Is one of the problems about this field, naming this limit?
fn names(errs: &[String], field: &str, limit: &str) -> bool {
    errs.iter().any(|e| e.contains(field) && e.contains(limit))
}

/// Every object is in exactly one zone, every zone entry is a live object in
/// that zone, and the battlefield index agrees with the objects.
fn consistent(g: &Game) {
    let mut count: BTreeMap<ObjectId, usize> = BTreeMap::new();
    let mut note = |id: ObjectId, z: Zone| {
        let o = g.objects.get(&id).unwrap_or_else(|| panic!("{id} is listed in {z:?} but does not exist"));
        assert_eq!(o.zone, z, "{id} is listed in {z:?}");
        *count.entry(id).or_default() += 1;
    };
    for p in &g.players {
        p.library.iter().for_each(|id| note(*id, Zone::Library(p.id)));
        p.hand.iter().for_each(|id| note(*id, Zone::Hand(p.id)));
        p.graveyard.iter().for_each(|id| note(*id, Zone::Graveyard(p.id)));
    }
    g.battlefield.iter().for_each(|id| note(*id, Zone::Battlefield));
    g.exile.iter().for_each(|id| note(*id, Zone::Exile));
    g.command.iter().for_each(|id| note(*id, Zone::Command));
    g.stack.iter().filter(|s| s.kind == StackKind::Spell).for_each(|s| note(s.id, Zone::Stack));
    for (id, o) in &g.objects {
        assert_eq!(count.get(id), Some(&1), "{id} ({}) is in {:?} zones", o.def.name, count.get(id));
    }
}

/// The game can continue: the acting player can pass priority.
fn continues(t: &mut T) {
    assert!(t.g().winners.is_none(), "the game is not over");
    let p = t.g().acting_player().expect("someone can act");
    t.b.game.apply(&Action::PassPriority { player: p }).expect("the game continues");
    consistent(t.g());
}

fn limit_events(ev: &[Event]) -> Vec<&Event> {
    ev.iter().filter(|e| matches!(e.kind, EventKind::LimitReached { .. })).collect()
}

fn give_mana(t: &mut T, p: usize, mana: &str) {
    t.gm().players[p].pool = ManaPool::parse(mana).unwrap();
}

fn islands(n: usize) -> Value {
    json!(vec!["Island"; n])
}

// ---------------------------------------------------------------- draws

fn reflection(n: u64) -> Value {
    json!({"name": "Echo Study (test card)", "mana_cost": "{U}", "types": ["Enchantment"],
      "text": format!("If you would draw a card, draw {n} cards instead."),
      "abilities": [{"kind": "replacement", "replaces": {"event": "would_draw", "who": "you", "except_first_in_draw_step": false, "instead": {"draws": n}}, "text": "draw instead"}]})
}

fn study() -> Value {
    json!({"name": "Study (test card)", "mana_cost": "{U}", "types": ["Sorcery"], "text": "Draw a card.",
      "spell": {"effects": [{"do": "draw", "player": {"player": "you"}, "count": 1}]}})
}

/// The first example: one custom card's draw replacement turns a draw
/// into 4·10⁹ draws. Validation names the field and the limit.
#[test]
fn draw_replacement_of_four_billion_is_refused_by_validation() {
    let errs = refused(json!({"cards": [reflection(4_000_000_000)], "players": [{"name": "A"}, {"name": "B"}]}));
    assert!(names(&errs, "cards[0]: card 'Echo Study (test card)' abilities[0].replaces.instead.draws", "MAX_REPEAT"), "{errs:?}");
}

/// The same card put into a game without validation (a card pool built in
/// code): the draw stops at `MAX_REPEAT` cards with a `LimitReached` event
/// citing 614.11/120.1's draw, instead of four billion draws.
#[test]
fn draw_replacement_of_four_billion_stops_at_the_limit_in_play() {
    let mut t = T::new(json!({"cards": [study()], "players": [
        {"name": "Alice", "hand": [{"card": "Study (test card)", "label": "s"}], "library": islands(3)},
        {"name": "Bob", "library": islands(3)}]}));
    let def: CardDef = serde_json::from_value(reflection(4_000_000_000)).unwrap();
    assert!(!def.validate().is_empty(), "validation refuses it");
    t.b.pool.extend(vec![def]);
    scenario::add_card(&mut t.b.game, &t.b.pool, "Echo Study (test card)", PlayerId(0), Zone::Battlefield).unwrap();
    give_mana(&mut t, 0, "U");
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@s"}));
    let ev = t.pass_all();
    let lim = limit_events(&ev);
    assert_eq!(lim.len(), 1, "one limit event: {lim:?}");
    assert_eq!(lim[0].rule, "120.1");
    assert!(matches!(&lim[0].kind, EventKind::LimitReached { limit, max, .. } if limit == "MAX_REPEAT" && *max == MAX_REPEAT as i64));
    // Three cards drawn, then draws from the empty library up to the limit.
    assert_eq!(t.g().player(PlayerId(0)).hand.len(), 3);
    let tries = ev.iter().filter(|e| matches!(e.kind, EventKind::DrewFromEmptyLibrary { player } if player == PlayerId(0))).count();
    assert_eq!(tries, MAX_REPEAT as usize - 3, "draws stop at the limit");
    consistent(t.g());
    // 704.5b: Alice drew from an empty library and loses; the game ends cleanly.
    assert_eq!(t.g().winners, Some(vec![PlayerId(1)]));
}

/// Replacements that multiply: two permanents each turn one draw into 1,000
/// (each within the limit), so a draw would become 1,000,000 draws; the
/// instruction stops at `MAX_REPEAT`.
#[test]
fn draw_replacements_that_multiply_stop_at_the_limit() {
    let mut t = T::new(json!({"cards": [reflection(1000), study()], "players": [
        {"name": "Alice", "hand": [{"card": "Study (test card)", "label": "s"}], "library": islands(5),
         "battlefield": ["Echo Study (test card)", "Echo Study (test card)"]},
        {"name": "Bob", "library": islands(3)}]}));
    give_mana(&mut t, 0, "U");
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@s"}));
    let ev = t.pass_all();
    assert_eq!(limit_events(&ev).len(), 1, "one limit event");
    assert!(cites(&ev, "614.11"), "the replacements applied");
    let drawn = ev.iter().filter(|e| matches!(e.kind, EventKind::Drew { .. } | EventKind::DrewFromEmptyLibrary { .. })).count();
    assert_eq!(drawn, MAX_REPEAT as usize);
    assert_eq!(t.g().player(PlayerId(0)).hand.len(), 5);
    consistent(t.g());
}

/// A card's fixed draw count over `MAX_REPEAT` is refused, with its path.
#[test]
fn draw_count_over_the_limit_in_a_card_is_refused() {
    let card = json!({"name": "Endless Study (test card)", "mana_cost": "{U}", "types": ["Sorcery"], "text": "Draw 2147483647 cards.",
         "spell": {"effects": [{"do": "draw", "player": {"player": "you"}, "count": 2147483647}]}});
    let errs = refused(json!({"cards": [card], "players": [{"name": "A"}, {"name": "B"}]}));
    assert!(names(&errs, "spell.effects[0].count", "MAX_REPEAT"), "{errs:?}");
}

// ---------------------------------------------------------------- tokens and mill

fn battery(effect: Value) -> Value {
    json!({"name": "Battery (test card)", "mana_cost": "{1}", "types": ["Artifact"], "text": "{T}: effect for each charge counter.",
      "abilities": [{"kind": "activated", "cost": {"tap": true}, "effects": [effect], "text": "{T}: ..."}]})
}

fn charge() -> Value {
    json!({"count": "counters_on", "what": "this", "kind": "charge"})
}

/// "Create 2³¹ tokens": 2³¹ doesn't fit a card's number, 2³¹−1 is over the limit.
#[test]
fn create_two_to_the_31_tokens_is_refused_by_validation() {
    let token = json!({"name": "Soldier", "types": ["Creature"], "power": 1, "toughness": 1});
    let card = |n: i64| json!({"name": "Army (test card)", "mana_cost": "{W}", "types": ["Sorcery"], "text": "Create many tokens.",
        "spell": {"effects": [{"do": "create_tokens", "count": n, "token": token.clone()}]}});
    let errs = refused(json!({"cards": [card(2_147_483_647)], "players": [{"name": "A"}, {"name": "B"}]}));
    assert!(names(&errs, "spell.effects[0].count", "MAX_REPEAT"), "{errs:?}");
    let v = json!({"format": "stackwise-scenario", "version": 1, "cards": [card(2_147_483_648)], "players": [{"name": "A"}, {"name": "B"}]});
    assert!(serde_json::from_value::<Scenario>(v).is_err(), "2^31 is not a card number");
}

/// A token count worked out during play (a billion charge counters) over the
/// limit: no token is made, a `LimitReached` event cites 110.5, and the game goes on.
#[test]
fn create_tokens_over_the_limit_in_play_stops_the_instruction() {
    let token = json!({"name": "Soldier", "types": ["Creature"], "power": 1, "toughness": 1});
    let mut t = T::new(json!({"cards": [battery(json!({"do": "create_tokens", "count": charge(), "token": token}))], "players": [
        {"name": "Alice", "battlefield": [{"card": "Battery (test card)", "label": "b", "counters": {"charge": MAX_COUNTERS}}], "library": islands(3)},
        {"name": "Bob", "library": islands(3)}]}));
    let objects = t.g().objects.len();
    t.act(json!({"action": "activate_ability", "player": 0, "source": "@b", "ability": 0}));
    let ev = t.pass_all();
    let lim = limit_events(&ev);
    assert_eq!(lim.len(), 1, "{:?}", rules(&ev));
    assert_eq!(lim[0].rule, "110.5");
    assert!(matches!(&lim[0].kind, EventKind::LimitReached { asked, .. } if *asked == MAX_COUNTERS as i64));
    assert_eq!(t.g().objects.len(), objects, "no token was created");
    assert!(t.g().stack.is_empty());
    consistent(t.g());
    continues(&mut t);
}

/// Tokens exactly at a computed count within the limit are all made.
#[test]
fn create_tokens_within_the_limit_makes_them_all() {
    let token = json!({"name": "Soldier", "types": ["Creature"], "power": 1, "toughness": 1});
    let mut t = T::new(json!({"cards": [battery(json!({"do": "create_tokens", "count": charge(), "token": token}))], "players": [
        {"name": "Alice", "battlefield": [{"card": "Battery (test card)", "label": "b", "counters": {"charge": 7}}], "library": islands(3)},
        {"name": "Bob", "library": islands(3)}]}));
    t.act(json!({"action": "activate_ability", "player": 0, "source": "@b", "ability": 0}));
    let ev = t.pass_all();
    assert!(limit_events(&ev).is_empty());
    assert_eq!(t.g().battlefield.len(), 8);
}

/// "Mill 2³¹": a fixed count over the limit is refused; a billion computed
/// during play mills the whole library (701.13b: as many as there are) at once.
#[test]
fn mill_two_to_the_31() {
    let card = json!({"name": "Flood (test card)", "mana_cost": "{U}", "types": ["Sorcery"], "text": "Mill many.",
        "spell": {"effects": [{"do": "mill", "player": {"player": "you"}, "count": 2_147_483_647}]}});
    let errs = refused(json!({"cards": [card], "players": [{"name": "A"}, {"name": "B"}]}));
    assert!(names(&errs, "spell.effects[0].count", "MAX_REPEAT"), "{errs:?}");
    let mut t = T::new(json!({"cards": [battery(json!({"do": "mill", "player": {"player": "you"}, "count": charge()}))], "players": [
        {"name": "Alice", "battlefield": [{"card": "Battery (test card)", "label": "b", "counters": {"charge": MAX_COUNTERS}}], "library": islands(6)},
        {"name": "Bob", "library": islands(3)}]}));
    t.act(json!({"action": "activate_ability", "player": 0, "source": "@b", "ability": 0}));
    t.pass_all();
    assert!(t.g().player(PlayerId(0)).library.is_empty());
    assert_eq!(t.g().player(PlayerId(0)).graveyard.len(), 6);
    consistent(t.g());
    continues(&mut t);
}

// ---------------------------------------------------------------- counters

/// The example: 4,294,967,295 +1/+1 counters made Grizzly Bears a 1/1
/// (a u32 cast to i32). A scenario refuses that many, naming the field.
#[test]
fn four_billion_counters_are_refused_by_scenario_validation() {
    let errs = refused(json!({"players": [
        {"name": "A", "battlefield": [{"card": "Grizzly Bears", "counters": {"+1/+1": 4_294_967_295u64}}]}, {"name": "B"}]}));
    assert!(names(&errs, "players[0].battlefield[0].counters[\"+1/+1\"]", "MAX_COUNTERS"), "{errs:?}");
}

/// Put there without validation, 4,294,967,295 +1/+1 counters make the Bears
/// as big as a power can be (613.3d, counters; saturated), never a 1/1.
#[test]
fn four_billion_counters_saturate_power_and_toughness() {
    let mut t = T::new(json!({"players": [
        {"name": "A", "battlefield": [{"card": "Grizzly Bears", "label": "gb"}]}, {"name": "B"}]}));
    let id = t.id("gb");
    t.gm().obj_mut(id).unwrap().extra.counters.insert("+1/+1".into(), u32::MAX);
    t.gm().mark_dirty(id);
    let c = t.g().chars(id).unwrap();
    assert_eq!((c.power, c.toughness), (Some(i32::MAX), Some(i32::MAX)));
}

/// At the limit, a billion +1/+1 counters make the Bears 1,000,000,002/1,000,000,002;
/// putting one more goes over `MAX_COUNTERS`: no counter is put, a
/// `LimitReached` event cites 121.1, and the game goes on.
#[test]
fn counters_over_the_limit_in_play_are_not_put() {
    let pump = json!({"name": "Feed (test card)", "mana_cost": "{G}", "types": ["Instant"], "text": "Put a +1/+1 counter on target creature.",
        "spell": {"targets": [{"kind": "permanent", "filter": {"types": ["Creature"]}}], "effects": [{"do": "put_counters", "what": {"target": 0}, "kind": "+1/+1", "count": 1}]}});
    let mut t = T::new(json!({"cards": [pump], "players": [
        {"name": "A", "hand": [{"card": "Feed (test card)", "label": "f"}], "battlefield": [{"card": "Grizzly Bears", "label": "gb", "counters": {"+1/+1": MAX_COUNTERS}}], "library": islands(3)},
        {"name": "B", "library": islands(3)}]}));
    let id = t.id("gb");
    let c = t.g().chars(id).unwrap();
    assert_eq!((c.power, c.toughness), (Some(2 + MAX_NUMBER), Some(2 + MAX_NUMBER)));
    give_mana(&mut t, 0, "G");
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@f", "targets": [{"object": "@gb"}]}));
    let ev = t.pass_all();
    let lim = limit_events(&ev);
    assert_eq!(lim.len(), 1, "{:?}", rules(&ev));
    assert_eq!(lim[0].rule, "121.1");
    assert_eq!(t.g().obj(id).unwrap().extra.counters.get("+1/+1"), Some(&MAX_COUNTERS), "no counter put");
    consistent(t.g());
    continues(&mut t);
}

// ---------------------------------------------------------------- power and toughness

fn titan(power: i64) -> Value {
    json!({"name": "Titan (test card)", "mana_cost": "{G}", "types": ["Creature"], "subtypes": ["Giant"], "power": power, "toughness": 1, "text": ""})
}

/// The example: a 2³¹−1 power creature died from Giant Growth (i32
/// wrap). A card can't print it (over `MAX_NUMBER`)...
#[test]
fn power_of_two_to_the_31_minus_1_is_refused_by_card_validation() {
    let errs = refused(json!({"cards": [titan(2_147_483_647)], "players": [{"name": "A"}, {"name": "B"}]}));
    assert!(names(&errs, "cards[0]: card 'Titan (test card)' power", "MAX_NUMBER"), "{errs:?}");
}

/// ...and one put into a game without validation survives Giant Growth: its
/// power saturates at 2³¹−1 and its toughness is 1 + 3 = 4 (613.3c, the pump).
#[test]
fn giant_growth_on_a_two_to_the_31_minus_1_power_creature() {
    let mut t = T::new(json!({"players": [
        {"name": "Alice", "hand": [{"card": "Giant Growth", "label": "gg"}], "library": islands(3)},
        {"name": "Bob", "library": islands(3)}]}));
    let def: CardDef = serde_json::from_value(titan(2_147_483_647)).unwrap();
    t.b.pool.extend(vec![def]);
    let id = scenario::add_card(&mut t.b.game, &t.b.pool, "Titan (test card)", PlayerId(0), Zone::Battlefield).unwrap();
    give_mana(&mut t, 0, "G");
    let target = json!([{"object": id.0}]);
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@gg", "targets": target}));
    t.pass_all();
    assert!(t.g().is_on_battlefield(id), "it stays alive");
    let c = t.g().chars(id).unwrap();
    assert_eq!((c.power, c.toughness), (Some(i32::MAX), Some(4)));
    consistent(t.g());
}

/// Within the limits, pumps add up past 2³¹−1 and saturate: a 10⁹/1 creature
/// with 10⁹ +1/+1 counters given +10⁹/+0 three times is 2³¹−1 / 10⁹+1.
#[test]
fn pumps_within_the_limits_saturate() {
    let big = json!({"name": "Surge (test card)", "mana_cost": "{G}", "types": ["Instant"], "text": "Target creature gets +1000000000/+0.",
        "spell": {"targets": [{"kind": "permanent", "filter": {"types": ["Creature"]}}], "effects": [{"do": "pump", "what": {"target": 0}, "power": MAX_NUMBER, "toughness": 0}]}});
    let mut t = T::new(json!({"cards": [titan(MAX_NUMBER as i64), big], "players": [
        {"name": "Alice", "library": islands(3), "hand": [{"card": "Surge (test card)", "label": "s1"}, {"card": "Surge (test card)", "label": "s2"}],
         "battlefield": [{"card": "Titan (test card)", "label": "ti", "counters": {"+1/+1": MAX_COUNTERS}}]},
        {"name": "Bob", "library": islands(3)}]}));
    for s in ["@s1", "@s2"] {
        give_mana(&mut t, 0, "G");
        t.act(json!({"action": "cast_spell", "player": 0, "card": s, "targets": [{"object": "@ti"}]}));
        t.pass_all();
    }
    let c = t.g().chars(t.id("ti")).unwrap();
    assert_eq!((c.power, c.toughness), (Some(i32::MAX), Some(MAX_NUMBER + 1)));
}

// ---------------------------------------------------------------- life and damage

/// Life totals saturate: a billion life gained twice from a billion is 2³¹−1.
#[test]
fn life_gain_saturates() {
    let gain = json!({"name": "Bounty (test card)", "mana_cost": "{W}", "types": ["Instant"], "text": "You gain 1000000000 life.",
        "spell": {"effects": [{"do": "gain_life", "amount": MAX_NUMBER, "player": "you"}]}});
    let mut t = T::new(json!({"cards": [gain], "players": [
        {"name": "Alice", "life": MAX_NUMBER, "library": islands(3), "hand": [{"card": "Bounty (test card)", "label": "a"}, {"card": "Bounty (test card)", "label": "b"}]},
        {"name": "Bob", "library": islands(3)}]}));
    for s in ["@a", "@b"] {
        give_mana(&mut t, 0, "W");
        t.act(json!({"action": "cast_spell", "player": 0, "card": s}));
        t.pass_all();
    }
    assert_eq!(t.life(0), i32::MAX);
    continues(&mut t);
}

/// Damage doubled twice (Furnace of Rath, 614.1a) from a billion saturates at
/// 2³¹−1 instead of wrapping to a negative amount: Bob's life goes down.
#[test]
fn doubled_damage_saturates() {
    let blast = json!({"name": "Big Blast (test card)", "mana_cost": "{R}", "types": ["Instant"], "text": "1000000000 damage to target player.",
        "spell": {"targets": [{"kind": "player"}], "effects": [{"do": "deal_damage", "amount": MAX_NUMBER, "to": {"target": 0}}]}});
    let mut t = T::new(json!({"cards": [blast], "players": [
        {"name": "Alice", "library": islands(3), "hand": [{"card": "Big Blast (test card)", "label": "bb"}], "battlefield": ["Furnace of Rath", "Furnace of Rath"]},
        {"name": "Bob", "library": islands(3)}]}));
    give_mana(&mut t, 0, "R");
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@bb", "targets": [{"player": 1}]}));
    let ev = t.pass_all();
    let dealt: Vec<i32> = ev.iter().filter_map(|e| if let EventKind::DamageDealt { amount, .. } = e.kind { Some(amount) } else { None }).collect();
    assert_eq!(dealt, vec![i32::MAX], "{:?}", rules(&ev));
    assert_eq!(t.life(1), 20 - i32::MAX);
    assert_eq!(t.g().winners, Some(vec![PlayerId(0)]), "704.5a");
    consistent(t.g());
}

/// A card's number over `MAX_NUMBER` is refused, with its path.
#[test]
fn card_amount_over_the_limit_is_refused() {
    let card = json!({"name": "Huge Blast (test card)", "mana_cost": "{R}", "types": ["Instant"], "text": "?",
        "spell": {"targets": [{"kind": "player"}], "effects": [{"do": "deal_damage", "amount": 2_000_000_000, "to": {"target": 0}}]}});
    let errs = refused(json!({"cards": [card], "players": [{"name": "A"}, {"name": "B"}]}));
    assert!(names(&errs, "spell.effects[0].amount", "MAX_NUMBER"), "{errs:?}");
}

// ---------------------------------------------------------------- scenario fields

#[test]
fn scenario_numbers_over_their_limits_are_refused_with_the_field() {
    let errs = refused(json!({"players": [
        {"name": "A", "life": 2_000_000_000, "poison": 2_000_000_000u64, "lands_played": 5000, "mana_pool": "{1000}".repeat(11),
        },
        {"name": "B"}], "turn": {"number": 4_000_000_000u64}}));
    assert!(names(&errs, "players[0].life", "MAX_NUMBER"), "{errs:?}");
    assert!(names(&errs, "players[0].poison", "MAX_COUNTERS"), "{errs:?}");
    assert!(names(&errs, "players[0].lands_played", "MAX_LANDS_PLAYED"), "{errs:?}");
    assert!(names(&errs, "players[0].mana_pool", "MAX_MANA"), "{errs:?}");
    assert!(names(&errs, "turn.number", "MAX_TURN"), "{errs:?}");
    let errs = refused(json!({"players": [{"name": "A", "battlefield": [{"card": "Grizzly Bears", "damage": 2_000_000_000}]}, {"name": "B"}]}));
    assert!(names(&errs, "players[0].battlefield[0].damage", "MAX_NUMBER"), "{errs:?}");
    // A mana symbol over MAX_MANA_SYMBOL is refused as the cost is read.
    let errs = refused(json!({"players": [{"name": "A", "mana_pool": "{5000}"}, {"name": "B"}]}));
    assert!(names(&errs, "players[0].mana_pool", "too large"), "{errs:?}");
    // At the limits, the scenario is accepted.
    T::new(json!({"players": [
        {"name": "A", "life": -MAX_NUMBER, "poison": 9, "lands_played": MAX_LANDS_PLAYED, "mana_pool": "{1000}".repeat(10)},
        {"name": "B", "life": MAX_NUMBER}], "turn": {"number": MAX_TURN}}));
}

// ---------------------------------------------------------------- turn number

/// The example: the turn number wrapped. At `u32::MAX` the next turn
/// keeps the largest number (500.1; saturated) and the game goes on.
#[test]
fn turn_number_does_not_wrap() {
    let mut t = T::new(json!({"players": [{"name": "A", "library": islands(5)}, {"name": "B", "library": islands(5)}],
        "turn": {"number": MAX_TURN, "step": "end"}}));
    t.gm().turn.number = u32::MAX;
    for _ in 0..16 {
        if t.g().turn.active == PlayerId(1) {
            break;
        }
        let p = t.g().acting_player().unwrap();
        t.b.game.apply(&Action::PassPriority { player: p }).unwrap();
    }
    assert_eq!(t.g().turn.active, PlayerId(1), "the next turn began");
    assert_eq!(t.g().turn.number, u32::MAX);
    consistent(t.g());
}

// ---------------------------------------------------------------- actions

/// An X over `MAX_X` is refused (107.3) with the game unchanged, for a spell
/// and for an activated ability.
#[test]
fn x_over_the_limit_is_refused_and_the_game_is_unchanged() {
    let card = json!({"name": "Rod (test card)", "mana_cost": "{1}", "types": ["Artifact"], "text": "{X}, {T}: Rod deals X damage to any target.",
        "abilities": [{"kind": "activated", "cost": {"mana": "{X}", "tap": true}, "targets": [{"kind": "creature_or_player"}],
                       "effects": [{"do": "deal_damage", "amount": {"count": "x"}, "to": {"target": 0}}], "text": "{X}, {T}: X damage"}]});
    let mut t = T::new(json!({"cards": [card], "players": [
        {"name": "A", "hand": [{"card": "Blaze", "label": "bl"}], "battlefield": [{"card": "Rod (test card)", "label": "rod"}], "library": islands(3), "mana_pool": "{1000}{1000}{R}"},
        {"name": "B", "library": islands(3)}]}));
    let before = t.g().clone();
    let e = t.try_act(json!({"action": "cast_spell", "player": 0, "card": "@bl", "x": 4_294_967_295u64, "targets": [{"player": 1}]})).unwrap_err();
    assert!(e.to_string().contains("x: X = 4294967295") && e.to_string().contains("MAX_X"), "{e}");
    assert_eq!(e.rule().as_deref(), Some("107.3"));
    assert_eq!(t.g(), &before);
    let e = t.try_act(json!({"action": "activate_ability", "player": 0, "source": "@rod", "ability": 0, "x": MAX_X + 1, "targets": [{"player": 1}]})).unwrap_err();
    assert!(e.to_string().contains("MAX_X"), "{e}");
    assert_eq!(t.g(), &before);
    // At the limit, X is fine: 1,000 damage (the pool pays {1000}).
    t.act(json!({"action": "activate_ability", "player": 0, "source": "@rod", "ability": 0, "x": MAX_X, "targets": [{"player": 1}]}));
    t.pass_all();
    assert_eq!(t.life(1), 20 - MAX_X as i32);
}

/// A divided amount (601.2d) must add up to the card's number, which is
/// bounded: huge shares are refused with the game unchanged.
#[test]
fn huge_division_is_refused_and_the_game_is_unchanged() {
    let mut t = T::new(json!({"players": [
        {"name": "A", "hand": [{"card": "Forked Bolt", "label": "fb"}], "library": islands(3), "mana_pool": "R"},
        {"name": "B", "library": islands(3), "battlefield": [{"card": "Grizzly Bears", "label": "gb"}]}]}));
    let before = t.g().clone();
    let r = t.try_act(json!({"action": "cast_spell", "player": 0, "card": "@fb", "targets": [{"player": 1}, {"object": "@gb"}], "division": [4_294_967_295u64, 4_294_967_295u64]}));
    assert!(r.is_err());
    assert_eq!(t.g(), &before);
}

/// Combat damage amounts (510.1c) must add up to the attacker's power: two
/// shares of 4,294,967,295 (which would wrap a 32-bit sum to 3 − 1) are refused.
#[test]
fn huge_combat_damage_assignment_is_refused() {
    use stackwise::rules::combat::check_assignment;
    assert!(check_assignment(3, &[2, 2], false, &[u32::MAX, u32::MAX]).is_err());
    assert!(check_assignment(3, &[2, 2], false, &[u32::MAX, 4]).is_err());
    assert!(check_assignment(3, &[2, 2], false, &[2, 1]).is_ok());
}

/// A draw count worked out during play (a billion charge counters) over
/// `MAX_REPEAT`: nothing is drawn, a `LimitReached` event cites 120.1, and
/// the game goes on.
#[test]
fn draw_count_over_the_limit_in_play_draws_nothing() {
    let mut t = T::new(json!({"cards": [battery(json!({"do": "draw", "player": {"player": "you"}, "count": charge()}))], "players": [
        {"name": "Alice", "battlefield": [{"card": "Battery (test card)", "label": "b", "counters": {"charge": MAX_COUNTERS}}], "library": islands(4)},
        {"name": "Bob", "library": islands(3)}]}));
    t.act(json!({"action": "activate_ability", "player": 0, "source": "@b", "ability": 0}));
    let ev = t.pass_all();
    let lim = limit_events(&ev);
    assert_eq!(lim.len(), 1, "{:?}", rules(&ev));
    assert_eq!(lim[0].rule, "120.1");
    assert!(lim[0].text.contains("MAX_REPEAT"), "{}", lim[0].text);
    assert_eq!(t.g().player(PlayerId(0)).hand.len(), 0);
    assert_eq!(t.g().player(PlayerId(0)).library.len(), 4);
    consistent(t.g());
    continues(&mut t);
}

/// Numbers at the limits are accepted; counters put at once are an amount
/// (`MAX_NUMBER`), not a repeat count.
#[test]
fn card_numbers_at_the_limits_are_accepted() {
    let feed = |n: i64| json!({"name": "Feed (test card)", "mana_cost": "{G}", "types": ["Instant"], "text": "Put counters.",
        "spell": {"targets": [{"kind": "permanent", "filter": {"types": ["Creature"]}}], "effects": [{"do": "put_counters", "what": {"target": 0}, "kind": "+1/+1", "count": n}]}});
    T::new(json!({"cards": [reflection(MAX_REPEAT as u64), feed(MAX_NUMBER as i64), titan(-(MAX_NUMBER as i64))], "players": [{"name": "A"}, {"name": "B"}]}));
    let errs = refused(json!({"cards": [feed(MAX_NUMBER as i64 + 1)], "players": [{"name": "A"}, {"name": "B"}]}));
    assert!(names(&errs, "spell.effects[0].count", "MAX_NUMBER"), "{errs:?}");
    let errs = refused(json!({"cards": [reflection(MAX_REPEAT as u64 + 1)], "players": [{"name": "A"}, {"name": "B"}]}));
    assert!(names(&errs, "instead.draws", "MAX_REPEAT"), "{errs:?}");
}

/// A loyalty ability whose cost would put a planeswalker over `MAX_COUNTERS`
/// loyalty counters is refused (606.4) with the game unchanged; within the
/// limit it is activated.
#[test]
fn loyalty_cost_over_the_counter_limit_is_refused() {
    let mut t = T::new(json!({"players": [
        {"name": "A", "battlefield": [{"card": "Jace Beleren", "label": "j", "counters": {"loyalty": MAX_COUNTERS - 1}}], "library": islands(3)},
        {"name": "B", "library": islands(3)}]}));
    let before = t.g().clone();
    let e = t.try_act(json!({"action": "activate_ability", "player": 0, "source": "@j", "ability": 0})).unwrap_err();
    assert!(e.to_string().contains("MAX_COUNTERS"), "{e}");
    assert_eq!(e.rule().as_deref(), Some("606.4"));
    assert_eq!(t.g(), &before);
    // −1 is fine at any size.
    t.act(json!({"action": "activate_ability", "player": 0, "source": "@j", "ability": 1, "targets": [{"player": 1}]}));
    assert_eq!(t.g().obj(t.id("j")).unwrap().extra.counters.get("loyalty"), Some(&(MAX_COUNTERS - 2)));
}

/// Mana in large amounts is written with its count in the log: a "{T}: add
/// {1000}{1000}" source makes a short event text, not 2,000 symbols.
#[test]
fn large_mana_amounts_make_short_texts() {
    let well = json!({"name": "Well (test card)", "mana_cost": "{1}", "types": ["Artifact"], "text": "{T}: Add {1000}{1000}.",
        "abilities": [{"kind": "activated", "cost": {"tap": true}, "effects": [{"do": "add_mana", "mana": "{1000}{1000}"}], "text": "{T}: Add {1000}{1000}."}]});
    let mut t = T::new(json!({"cards": [well], "players": [
        {"name": "A", "battlefield": [{"card": "Well (test card)", "label": "w"}], "library": islands(3)},
        {"name": "B", "library": islands(3)}]}));
    let ev = t.act(json!({"action": "activate_ability", "player": 0, "source": "@w", "ability": 0}));
    assert_eq!(t.g().player(PlayerId(0)).pool.colorless, 2000);
    let added = ev.iter().find(|e| matches!(e.kind, EventKind::ManaAdded { .. })).expect("mana added");
    assert!(added.text.contains("{C}×2000") && added.text.len() < 200, "{}", added.text);
}

/// Out-of-range numbers anywhere in an action (indexes, ids, players, modes,
/// shares) are refused with an error, never a panic, and the game is unchanged.
#[test]
fn out_of_range_numbers_in_actions_are_refused_and_the_game_is_unchanged() {
    let mut t = T::new(json!({"players": [
        {"name": "A", "hand": [{"card": "Funeral Charm", "label": "fc"}, {"card": "Lightning Bolt", "label": "lb"}, {"card": "Blaze", "label": "bl"}],
         "battlefield": [{"card": "Llanowar Elves", "label": "el"}, {"card": "Swamp", "label": "sw"}, {"card": "Mountain", "label": "mo"}], "library": islands(3)},
        {"name": "B", "library": islands(3), "battlefield": [{"card": "Grizzly Bears", "label": "gb"}]}]}));
    let big = u64::MAX;
    let bad = [
        json!({"action": "cast_spell", "player": 0, "card": "@fc", "mode": big, "targets": [{"player": 1}], "auto_pay": true}),
        json!({"action": "cast_spell", "player": 0, "card": "@lb", "mode": 7, "targets": [{"player": 1}], "auto_pay": true}),
        json!({"action": "cast_spell", "player": 0, "card": "@lb", "targets": [{"object": big}], "auto_pay": true}),
        json!({"action": "cast_spell", "player": 0, "card": big, "targets": [{"player": 1}], "auto_pay": true}),
        json!({"action": "cast_spell", "player": 0, "card": "@lb", "targets": [{"player": 200}], "auto_pay": true}),
        json!({"action": "cast_spell", "player": 0, "card": "@lb", "targets": [{"player": 1}], "division": [4_294_967_295u64], "auto_pay": true}),
        json!({"action": "cast_spell", "player": 0, "card": "@lb", "targets": [{"player": 1}], "mana_abilities": [{"source": "@mo", "ability": big}]}),
        json!({"action": "cast_spell", "player": 0, "card": "@bl", "x": 4_294_967_295u64, "targets": [{"player": 1}], "auto_pay": true}),
        json!({"action": "activate_ability", "player": 0, "source": "@el", "ability": big}),
        json!({"action": "activate_ability", "player": 0, "source": big, "ability": 0}),
        json!({"action": "pass_priority", "player": 200}),
        json!({"action": "choose_mode", "player": 0, "mode": big}),
        json!({"action": "choose_replacement", "player": 0, "choice": big}),
        json!({"action": "order_triggers", "player": 0, "order": [big, big]}),
        json!({"action": "assign_combat_damage", "player": 0, "attacker": "@el", "amounts": [4_294_967_295u64, 4_294_967_295u64]}),
    ];
    let before = t.g().clone();
    for a in bad {
        let shown = a.to_string();
        assert!(t.try_act(a).is_err(), "{shown} was accepted");
        assert_eq!(t.g(), &before, "{shown} changed the game");
    }
}

/// A scenario of more than `MAX_SCENARIO_CARDS` cards is refused before any
/// object is made.
#[test]
fn scenario_with_too_many_cards_is_refused() {
    let errs = refused(json!({"players": [{"name": "A", "library": islands(MAX_SCENARIO_CARDS / 2 + 1)}, {"name": "B", "library": islands(MAX_SCENARIO_CARDS / 2)}]}));
    assert!(names(&errs, "players", "MAX_SCENARIO_CARDS"), "{errs:?}");
}

/// A scenario file over `MAX_SCENARIO_BYTES` is refused before it is parsed.
#[test]
fn scenario_file_over_the_size_limit_is_refused() {
    let text = format!("{{\"name\": \"{}\"}}", "x".repeat(MAX_SCENARIO_BYTES));
    let e = scenario::parse(&text).err().expect("refused");
    assert!(e.contains("MAX_SCENARIO_BYTES"), "{e}");
}
