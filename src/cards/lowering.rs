//! Shorthand spellings of the card form, and the general forms they are read as.
//!
//! A card's JSON may use a short spelling for a common case ("+N/+N until end
//! of turn", "creatures you control get +1/+1", "choose a color"); it is
//! rewritten into the general form before the card is read, so the card
//! form itself has one kind for each thing and one code path follows it. A
//! card written back (a saved game, an exported scenario) uses the general
//! form. Version 1 of the scenario format wrote the short spellings; reading
//! them here is what keeps version-1 files loading.
//!
//! The rewriting works on the JSON before it is typed: an object whose `do`
//! or `static` names a shorthand is replaced by the general form with the
//! same field values (moved, never checked here; the typed reading that
//! follows checks them and names the field). Fields the shorthand doesn't
//! know are left in place, so the typed reading refuses them by name.

use serde_json::{json, Map, Value};

/// The shorthand instructions (`do`) and what each is read as.
const EFFECT_SHORTHANDS: &[&str] = &["pump", "choose_color", "set_color", "grant_keyword", "exile_linked", "return_linked", "cast_from_hand", "may_sacrifice"];

/// The shorthand static abilities (`static`) and what each is read as.
const STATIC_SHORTHANDS: &[&str] = &[
    "anthem",
    "attached_pump",
    "grant_keyword",
    "attached_grant_keyword",
    "attached_grant_ability",
    "attached_add_subtype",
    "add_type",
    "lose_all_abilities",
    "set_power_toughness",
    "attached_cant_attack_or_block",
    "cant_be_cast",
];

/// The shorthand triggers (`on`) and what each is read as.
const TRIGGER_SHORTHANDS: &[&str] = &["enchanted_becomes_tapped", "counters_put_on_this", "counters_removed_from_this"];

/// The shorthand replacements (`event`) and what each is read as.
const EVENT_SHORTHANDS: &[&str] = &["would_die_exile_instead", "skip_your_step"];

/// The spellings a card may use that are read as another kind: `(tag, kind)`
/// pairs, for documentation and for the family test (a shorthand is not a
/// kind of its own).
pub fn shorthand_spellings() -> impl Iterator<Item = (&'static str, &'static str)> {
    EFFECT_SHORTHANDS
        .iter()
        .map(|k| ("do", *k))
        .chain(STATIC_SHORTHANDS.iter().map(|k| ("static", *k)))
        .chain(TRIGGER_SHORTHANDS.iter().map(|k| ("on", *k)))
        .chain(EVENT_SHORTHANDS.iter().map(|k| ("event", *k)))
}

/// Rewrite every shorthand spelling in `v` (a card, a list of cards, a whole
/// scenario or saved game) into its general form, in place. The depth is
/// bounded by the JSON reader's own nesting limit.
pub fn lower(v: &mut Value) {
    match v {
        Value::Array(items) => items.iter_mut().for_each(lower),
        Value::Object(m) => {
            lower_object(m);
            m.values_mut().for_each(lower);
        }
        _ => {}
    }
}

/// Does `v` use a shorthand spelling anywhere? (A reader copies the JSON to
/// rewrite it only when it does.)
pub fn has_shorthand(v: &Value) -> bool {
    match v {
        Value::Array(items) => items.iter().any(has_shorthand),
        Value::Object(m) => shorthand_of(m).is_some() || m.values().any(has_shorthand),
        _ => false,
    }
}

/// The shorthand `m` spells, if any: its tag field and kind.
fn shorthand_of(m: &Map<String, Value>) -> Option<(&'static str, String)> {
    let kind = |tag: &str, list: &[&str]| m.get(tag).and_then(Value::as_str).filter(|k| list.contains(k)).map(str::to_owned);
    kind("do", EFFECT_SHORTHANDS)
        .map(|k| ("do", k))
        .or_else(|| kind("static", STATIC_SHORTHANDS).map(|k| ("static", k)))
        .or_else(|| kind("on", TRIGGER_SHORTHANDS).map(|k| ("on", k)))
        .or_else(|| kind("event", EVENT_SHORTHANDS).map(|k| ("event", k)))
        .or_else(|| old_graveyard_fields(m).then(|| ("event", "would_be_put_into_graveyard".to_string())))
        .or_else(|| old_duration_fields(m).then(|| ("duration", String::new())))
}

/// An effect with a duration written as versions 1 and 2 wrote it: the flag
/// `until_end_of_turn` and the condition `for_as_long_as`, in place of one
/// `duration`.
fn old_duration_fields(m: &Map<String, Value>) -> bool {
    m.contains_key("do") && (m.contains_key("until_end_of_turn") || m.contains_key("for_as_long_as"))
}

/// The one `duration` of an effect written with the old fields: "for as
/// long as" (611.2b), else "until end of turn" when the flag is true, else
/// none (indefinitely). A flag that isn't a boolean, or both fields at once,
/// are left in place, so the typed reading refuses them by name.
fn lower_duration(m: &mut Map<String, Value>) {
    let flag = m.get("until_end_of_turn").cloned();
    if m.contains_key("duration") || !matches!(flag, None | Some(Value::Bool(_))) || (flag == Some(Value::Bool(true)) && m.contains_key("for_as_long_as")) {
        return;
    }
    m.remove("until_end_of_turn");
    if let Some(c) = m.remove("for_as_long_as") {
        m.insert("duration".into(), json!({ "as_long_as": c }));
    } else if flag == Some(Value::Bool(true)) {
        m.insert("duration".into(), json!("end_of_turn"));
    }
}

/// A graveyard replacement written as version 1 wrote it: the graveyard's
/// owner as `whose`, and no `instead` (it exiled).
fn old_graveyard_fields(m: &Map<String, Value>) -> bool {
    m.get("event").and_then(Value::as_str) == Some("would_be_put_into_graveyard") && (m.contains_key("whose") || !m.contains_key("instead"))
}

fn lower_object(m: &mut Map<String, Value>) {
    lower_kind(m);
    // After the kind: a shorthand (`set_color`) may carry the old flag.
    if old_duration_fields(m) {
        lower_duration(m);
    }
}

fn lower_kind(m: &mut Map<String, Value>) {
    match shorthand_of(m) {
        Some(("do", kind)) => lower_effect(&kind, m),
        Some(("static", kind)) => lower_static(&kind, m),
        Some(("event", kind)) if kind == "skip_your_step" => {
            // "Skip your [step]" (614.10): a `skip` of that one step.
            m.insert("event".into(), json!("skip"));
            if let Some(step) = m.remove("step") {
                m.insert("skipped".into(), json!([{ "step": step }]));
            }
        }
        Some(("event", kind)) => lower_graveyard(&kind, m),
        Some(("duration", _)) => {}
        Some((_, kind)) if kind.starts_with("counters_") => {
            // "Whenever counters are put on / removed from this permanent":
            // `counters` of that change, without a filter.
            m.insert("on".into(), json!("counters"));
            m.insert("change".into(), json!(if kind == "counters_put_on_this" { "put" } else { "removed" }));
        }
        Some((_, _)) => {
            // "Whenever enchanted permanent becomes tapped" (603.2d).
            m.insert("on".into(), json!("becomes_tapped"));
            m.insert("filter".into(), json!({ "attached": true }));
        }
        None => {}
    }
}

/// Take the named fields out of `m` into a new object (those present).
fn take(m: &mut Map<String, Value>, fields: &[&str]) -> Value {
    let mut out = Map::new();
    for f in fields {
        if let Some(v) = m.remove(*f) {
            out.insert((*f).to_string(), v);
        }
    }
    Value::Object(out)
}

/// Instructions: "+N/+N until end of turn" and "[objects] become [colours]"
/// are continuous effects from a resolving spell (611.2a, one timestamp for
/// the whole effect, 611.2c); "choose a color" is a choice of a value;
/// Oblivion Ring's pair is an `exile` marked `linked` and a return of the
/// `linked` cards (607.2a); casting from the hand is `cast` of a card from
/// the hand; "you may sacrifice a [filter]" with its `otherwise` is `may`
/// with a `sacrifice`.
fn lower_effect(kind: &str, m: &mut Map<String, Value>) {
    match kind {
        "pump" => {
            let change = take(m, &["power", "toughness"]);
            m.insert("do".into(), json!("continuous"));
            m.insert("modifications".into(), json!([{ "pump": change }]));
            m.insert("duration".into(), json!("end_of_turn"));
        }
        "grant_keyword" => {
            // "[Objects] gain [keyword] / protection from [a colour] until end of turn".
            let mut changes = Vec::new();
            if let Some(k) = m.remove("keyword") {
                changes.push(json!({ "add_keyword": k }));
            }
            if let Some(c) = m.remove("protection_from") {
                changes.push(json!({ "protection_from": c }));
            }
            m.insert("do".into(), json!("continuous"));
            m.insert("modifications".into(), Value::Array(changes));
            m.insert("duration".into(), json!("end_of_turn"));
        }
        "exile_linked" => {
            m.insert("do".into(), json!("exile"));
            m.insert("linked".into(), json!(true));
        }
        "return_linked" => {
            m.insert("do".into(), json!("return_to_battlefield"));
            m.insert("what".into(), json!("linked"));
        }
        "cast_from_hand" => {
            // "A card from your hand" is `cast` without `what`.
            m.insert("do".into(), json!("cast"));
        }
        "may_sacrifice" => {
            // "You may sacrifice a [filter]. If you don't, [otherwise]": a
            // "you may" whose choice is the sacrifice (608.2d).
            let mut sacrifice = json!({ "do": "sacrifice", "player": { "player": "you" } });
            if let Some(f) = m.remove("filter") {
                sacrifice["filter"] = f;
            }
            m.insert("do".into(), json!("may"));
            m.insert("effects".into(), json!([sacrifice]));
            m.insert("text".into(), json!("sacrifice one of your permanents"));
        }
        "set_color" => {
            let colors = m.remove("colors").unwrap_or(Value::Null);
            m.insert("do".into(), json!("continuous"));
            m.insert("modifications".into(), json!([{ "set_colors": colors }]));
        }
        _ => {
            m.insert("do".into(), json!("choose"));
            m.insert("choice".into(), json!({ "kind": "color" }));
        }
    }
}

/// "If a creature would die, exile it instead" is a graveyard replacement
/// of a creature, from the battlefield (700.4); "whose" graveyard is the
/// card's owner, a field of the filter. A version-1 graveyard replacement
/// without `instead` exiled. A filter that already names other card types
/// or an owner is left as it is, so the typed reading refuses it by name.
fn lower_graveyard(kind: &str, m: &mut Map<String, Value>) {
    let mut filter = m.remove("filter").unwrap_or_else(|| json!({}));
    let Some(f) = filter.as_object_mut() else {
        m.insert("filter".into(), filter);
        return;
    };
    if kind == "would_die_exile_instead" {
        match f.get("types") {
            None => {
                f.insert("types".into(), json!(["Creature"]));
            }
            Some(t) if *t == json!(["Creature"]) => {}
            Some(_) => {
                m.insert("filter".into(), filter);
                return;
            }
        }
        m.insert("event".into(), json!("would_be_put_into_graveyard"));
        m.insert("from_battlefield".into(), json!(true));
    }
    if let Some(whose) = m.get("whose").cloned() {
        if !f.contains_key("owner") {
            m.remove("whose");
            f.insert("owner".into(), whose);
        }
    }
    if !f.is_empty() {
        m.insert("filter".into(), filter);
    }
    m.entry("instead").or_insert_with(|| json!("exile"));
}

/// Static abilities: those that change characteristics are each `continuous`
/// with what it affects (every permanent matching a filter, or the permanent
/// the source is attached to) and its changes (613.1); Pacifism's is a
/// `cant_attack_or_block` on the attached creature; "can't be cast" is a
/// `cant_be_played` that leaves land plays alone.
fn lower_static(kind: &str, m: &mut Map<String, Value>) {
    if kind == "cant_be_cast" {
        // "Can't be cast" (601.3): can't be played, except as a land.
        m.insert("static".into(), json!("cant_be_played"));
        m.insert("lands".into(), json!(false));
        return;
    }
    if kind == "attached_cant_attack_or_block" {
        // Pacifism: a restriction on the attached creature (508.1c, 509.1b).
        m.insert("static".into(), json!("cant_attack_or_block"));
        m.insert("affects".into(), json!("attached"));
        m.insert("attack".into(), json!(true));
        m.insert("block".into(), json!(true));
        return;
    }
    let affects = if kind.starts_with("attached_") { json!("attached") } else { json!({ "all": m.remove("filter").unwrap_or(Value::Null) }) };
    let modifications = match kind {
        "anthem" | "attached_pump" => json!([{ "pump": take(m, &["power", "toughness"]) }]),
        "set_power_toughness" => json!([{ "set_power_toughness": take(m, &["power", "toughness"]) }]),
        "grant_keyword" | "attached_grant_keyword" => json!([{ "add_keyword": m.remove("keyword").unwrap_or(Value::Null) }]),
        "attached_grant_ability" => json!([{ "add_ability": m.remove("ability").unwrap_or(Value::Null) }]),
        "attached_add_subtype" => json!([{ "add_subtype": m.remove("subtype").unwrap_or(Value::Null) }]),
        "lose_all_abilities" => json!(["lose_all_abilities"]),
        _ => {
            // add_type: the type, and with a power and toughness a base P/T (7b).
            let mut ms = vec![json!({ "add_type": m.remove("card_type").unwrap_or(Value::Null) })];
            let pt = take(m, &["power", "toughness"]);
            let has_pt = pt.as_object().is_some_and(|o| o.values().any(|v| !v.is_null()));
            if has_pt {
                ms.push(json!({ "set_power_toughness": pt }));
            }
            Value::Array(ms)
        }
    };
    m.insert("static".into(), json!("continuous"));
    m.insert("affects".into(), affects);
    m.insert("modifications".into(), modifications);
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cards::def::{Ability, CardDef, Duration, Effect, StaticEffect, TriggerCondition};

    fn card(abilities: Value) -> CardDef {
        let mut v = json!({ "name": "Test", "types": ["Creature"], "power": 1, "toughness": 1, "abilities": abilities });
        lower(&mut v);
        serde_json::from_value(v).expect("reads")
    }

    #[test]
    fn pump_is_read_as_a_continuous_effect_until_end_of_turn() {
        let c = card(json!([{ "kind": "triggered", "trigger": { "on": "attacks" }, "effects": [{ "do": "pump", "what": "this", "power": 1, "toughness": 0 }], "text": "" }]));
        let Ability::Triggered { effects, .. } = &c.abilities[0] else { panic!("a triggered ability") };
        assert!(matches!(&effects[0], Effect::Continuous { duration: Duration::EndOfTurn, modifications, .. } if modifications.len() == 1));
    }

    #[test]
    fn anthem_and_attached_pump_are_read_as_continuous_statics() {
        let c = card(json!([
            { "kind": "static", "effect": { "static": "anthem", "filter": { "types": ["Creature"] }, "power": 1, "toughness": 1 } },
            { "kind": "static", "effect": { "static": "attached_pump", "power": 2, "toughness": 2 } }
        ]));
        for a in &c.abilities {
            assert!(matches!(a, Ability::Static { effect: StaticEffect::Continuous { .. }, .. }), "{a:?}");
        }
    }

    #[test]
    fn cast_from_hand_is_cast_without_what() {
        let mut v = json!({ "do": "cast_from_hand", "filter": { "not_types": ["Land"] }, "without_paying_mana_cost": true });
        lower(&mut v);
        assert_eq!(v, json!({ "do": "cast", "filter": { "not_types": ["Land"] }, "without_paying_mana_cost": true }));
        assert!(matches!(serde_json::from_value::<Effect>(v).unwrap(), Effect::Cast { what: None, without_paying_mana_cost: true, .. }));
    }

    #[test]
    fn counters_put_and_removed_on_this_are_counters_without_a_filter() {
        let mut v = json!({ "on": "counters_put_on_this", "kind": "+1/+1" });
        lower(&mut v);
        assert_eq!(v, json!({ "on": "counters", "change": "put", "kind": "+1/+1" }));
        assert!(matches!(serde_json::from_value::<TriggerCondition>(v).unwrap(), TriggerCondition::Counters { filter: None, each_counter: false, .. }));
        let mut v = json!({ "on": "counters_removed_from_this" });
        lower(&mut v);
        assert_eq!(v, json!({ "on": "counters", "change": "removed" }));
    }

    #[test]
    fn cant_be_cast_is_cant_be_played_except_as_a_land() {
        let mut v = json!({ "static": "cant_be_cast", "filter": { "chosen_name": true } });
        lower(&mut v);
        assert_eq!(v, json!({ "static": "cant_be_played", "filter": { "chosen_name": true }, "lands": false }));
        assert!(matches!(serde_json::from_value::<StaticEffect>(v).unwrap(), StaticEffect::CantBePlayed { lands: false, spells: true, .. }));
    }

    #[test]
    fn a_field_the_shorthand_does_not_know_is_still_refused() {
        let mut v = json!({ "do": "pump", "what": "this", "power": 1, "toughness": 1, "colour": "red" });
        lower(&mut v);
        let e = serde_json::from_value::<Effect>(v).unwrap_err().to_string();
        assert!(e.contains("colour"), "{e}");
    }

    #[test]
    fn text_that_looks_like_a_shorthand_is_left_alone() {
        let mut v = json!({ "name": "pump", "text": "do: pump", "note": { "do": 3 } });
        let before = v.clone();
        lower(&mut v);
        assert_eq!(v, before);
    }

    #[test]
    fn would_die_exile_instead_is_a_graveyard_replacement_from_the_battlefield() {
        let mut v = json!({ "event": "would_die_exile_instead", "return_at_next_end_step": true });
        lower(&mut v);
        assert_eq!(
            v,
            json!({ "event": "would_be_put_into_graveyard", "from_battlefield": true, "filter": { "types": ["Creature"] }, "instead": "exile", "return_at_next_end_step": true })
        );
        // A creature filter of its own is kept; another card type can't be said with one filter.
        let mut v = json!({ "event": "would_die_exile_instead", "filter": { "types": ["Creature"], "controller": "you" } });
        lower(&mut v);
        assert_eq!(v["filter"], json!({ "types": ["Creature"], "controller": "you" }));
        let mut v = json!({ "event": "would_die_exile_instead", "filter": { "types": ["Artifact"] } });
        lower(&mut v);
        assert!(serde_json::from_value::<crate::cards::def::ReplacementKind>(v).is_err());
    }

    #[test]
    fn whose_graveyard_is_the_owner_in_the_filter() {
        let mut v = json!({ "event": "would_be_put_into_graveyard", "whose": "opponent" });
        assert!(has_shorthand(&v));
        lower(&mut v);
        assert_eq!(v, json!({ "event": "would_be_put_into_graveyard", "filter": { "owner": "opponent" }, "instead": "exile" }));
        assert!(!has_shorthand(&v));
        // An owner already in the filter: `whose` stays, and is refused by name.
        let mut v = json!({ "event": "would_be_put_into_graveyard", "whose": "opponent", "filter": { "owner": "you" }, "instead": "exile" });
        lower(&mut v);
        let e = serde_json::from_value::<crate::cards::def::ReplacementKind>(v).unwrap_err().to_string();
        assert!(e.contains("whose"), "{e}");
    }

    #[test]
    fn skip_your_step_is_a_skip_of_that_step() {
        let mut v = json!({ "event": "skip_your_step", "step": "draw" });
        assert!(has_shorthand(&v));
        lower(&mut v);
        assert_eq!(v, json!({ "event": "skip", "skipped": [{ "step": "draw" }] }));
        assert!(!has_shorthand(&v));
        let k = serde_json::from_value::<crate::cards::def::ReplacementKind>(v).unwrap();
        assert_eq!(k, crate::cards::def::ReplacementKind::Skip { skipped: vec![crate::cards::def::Skipped::Step(crate::rules::types::Step::Draw)], each_player: false });
    }
}
