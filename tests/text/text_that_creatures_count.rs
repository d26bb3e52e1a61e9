//! "that creature's [power]" and "that spell's [converted mana cost]" after
//! ", where X is" and "equal to": a count of the target the instruction acts
//! on, of the one an instruction before acted on (a countered spell
//! included), or of the spell a cast trigger names, written "that [noun]'s"
//! where the text says so and "its" would do too.
//!
//! Cards (their text as the table prints it): Nantuko Mentor, Soul's Might,
//! Living Armor, Aether Mutation, Death Mutation, Manaplasm, Endrek Sahr,
//! Master Breeder, Draining Whelk, Overwhelming Intellect, Kaervek the
//! Merciless, Bounteous Kirin, Imp's Mischief; Wine of Blood and Iron ("its");
//! after a sacrifice: Tribute to Hunger, Twisted Justice, Consuming Vapors,
//! Doomgape, Rupture.

use crate::common;
use common::card_table::{card, compiled};
use stackwise::cards::def::{Amount, CardDef, DynamicAmount, Effect, ObjRef};
use stackwise::text::{self, table::TableCard};

const CARDS: &[&str] = &["Nantuko Mentor", "Soul's Might", "Living Armor", "Aether Mutation", "Death Mutation", "Manaplasm", "Endrek Sahr, Master Breeder", "Draining Whelk", "Overwhelming Intellect", "Kaervek the Merciless", "Bounteous Kirin", "Imp's Mischief", "Wine of Blood and Iron"];

fn sorcery(text: &str) -> TableCard {
    TableCard { name: "Odd Count".into(), type_line: "Sorcery".into(), mana_cost: Some("{2}{G}".into()), layout: "normal".into(), text: text.into(), ..TableCard::default() }
}

#[test]
fn r608_2h_that_nouns_counts_round_trip() {
    for name in CARDS {
        let def: CardDef = serde_json::from_value(compiled(name)).unwrap();
        assert_eq!(text::render(&def).unwrap(), text::normalize(&card(name).text), "{name}");
    }
    // "its" and "that creature's" for the same target: each written as it was read.
    for t in ["Target creature gets +X/+X until end of turn, where X is its power.", "Target creature gets +X/+X until end of turn, where X is that creature's power.", "Counter target spell. You gain life equal to that spell's converted mana cost."] {
        let def = text::compile(&sorcery(t)).unwrap_or_else(|e| panic!("{t}: {e:?}"));
        assert_eq!(text::render(&def).unwrap(), t);
    }
    // "That spell" names a spell: no spell is targeted or cast here.
    assert!(text::compile(&sorcery("Target creature gets +X/+X until end of turn, where X is that spell's power.")).is_err());
    assert!(text::compile(&sorcery("Destroy target artifact. You gain life equal to that spell's converted mana cost.")).is_err());
}

#[test]
fn r608_2h_the_count_is_written_from_the_form() {
    // Overwhelming Intellect draws by the countered spell's converted mana cost; made its power, it says so.
    let mut def: CardDef = serde_json::from_value(compiled("Overwhelming Intellect")).unwrap();
    let spell = def.spell.as_mut().unwrap();
    let Effect::Draw { count, .. } = &mut spell.effects[1] else { panic!("a draw: {:?}", spell.effects) };
    assert_eq!(*count, Amount::Dynamic(DynamicAmount::ManaValueOf { what: ObjRef::Target(0) }));
    *count = Amount::Dynamic(DynamicAmount::PowerOf { what: ObjRef::Target(0) });
    assert_eq!(text::render(&def).unwrap(), "Counter target creature spell. Draw cards equal to that spell's power.");
    // Manaplasm's count is of the spell cast (its trigger's object).
    let def: CardDef = serde_json::from_value(compiled("Manaplasm")).unwrap();
    let json = serde_json::to_string(&def.abilities[0]).unwrap();
    assert!(json.contains(r#""count":"mana_value_of","what":"trigger_object""#), "{json}");
}

/// "[Player] sacrifices a creature. ... that creature's [power / toughness]":
/// the creature sacrificed (the instruction before's `moved`).
#[test]
fn r608_2h_the_sacrificed_creatures_count_round_trips() {
    for name in ["Tribute to Hunger", "Twisted Justice", "Consuming Vapors", "Doomgape", "Rupture"] {
        let def: CardDef = serde_json::from_value(compiled(name)).unwrap();
        assert_eq!(text::render(&def).unwrap(), text::normalize(&card(name).text), "{name}");
    }
    let mut def: CardDef = serde_json::from_value(compiled("Tribute to Hunger")).unwrap();
    let spell = def.spell.as_mut().unwrap();
    let Effect::GainLife { amount, .. } = &mut spell.effects[1] else { panic!("{:?}", spell.effects) };
    assert_eq!(*amount, Amount::Dynamic(DynamicAmount::ToughnessOf { what: ObjRef::Moved }));
    *amount = Amount::Dynamic(DynamicAmount::PowerOf { what: ObjRef::Moved });
    assert_eq!(text::render(&def).unwrap(), "Target opponent sacrifices a creature. You gain life equal to that creature's power.");
    // Two creatures sacrificed: "that creature" names none of them.
    assert!(text::compile(&sorcery("Target player sacrifices two creatures. You gain life equal to that creature's toughness.")).is_err());
}
