//! Rule 613 (2017 reference; the seeds lean on it): continuous effects in
//! layers and sublayers, timestamps (613.6), dependencies (613.7), an effect
//! that started to apply keeps applying (613.5), and static abilities read
//! from their sources' current abilities. Each numbered example of 613 in the
//! reference is a test named after its rule. Expected values come from the
//! rules and the cards' printed numbers.

use crate::common;
use common::*;
use serde_json::{json, Value};
use stackwise::rules::*;

/// Real cards compiled from their printed text (Battlegrowth, Ovinize and
/// Flight are built in), and a few test cards (marked) where the reference's
/// example names an unnamed card, written as printed where their text is read.
/// (The reference's switch with no duration has no printed wording: its
/// example is played with Veteran Armorer's +0/+1 ending first instead.)
fn cards() -> Value {
    let mut cards: Vec<Value> = ["Honor of the Pure", "Walking Corpse", "Gray Ogre", "Horseshoe Crab", "Titanic Growth", "About Face", "Diminish", "Jump", "Muscle Sliver", "Winged Sliver", "Kormus Bell", "Nightmare", "Ornithopter", "Crusade", "Grounded", "March of the Machines", "Bonesplitter", "Purelace", "Chaoslace", "Veteran Armorer", "Unsummon"].iter().map(|n| card_table::compiled(n)).collect();
    cards.extend(json!([
        {"name": "Sturdy Ground (test card)", "mana_cost": "{1}{W}", "type": "Enchantment", "text": "Creatures you control get +0/+2."},
        {"name": "Thicken (test card)", "mana_cost": "{G}", "type": "Instant", "text": "Target creature gets +0/+1 until end of turn."},
        {"name": "Surge of Strength (test card)", "mana_cost": "{R}", "type": "Instant", "text": "Target creature gets +5/+0 until end of turn."},
        {"name": "Benalish Marshal", "mana_cost": "{W}{W}{W}", "type": "Creature — Human Knight", "power": 3, "toughness": 3, "text": "Other creatures you control get +1/+1."},
        {"name": "Whitewash (test card)", "mana_cost": "{W}", "type": "Enchantment — Aura", "text": "Enchant creature\nEnchanted creature is white."}
    ]).as_array().cloned().unwrap());
    Value::Array(cards)
}

fn game(alice_bf: Value, alice_hand: Value, _unused: usize) -> T {
    let bf: Vec<Value> = alice_bf.as_array().cloned().unwrap_or_default();
    T::new(json!({
        "cards": cards(),
        "players": [
            {"name": "Alice", "battlefield": bf, "hand": alice_hand, "library": ["Island", "Island", "Island", "Island", "Island"]},
            {"name": "Bob", "library": ["Island", "Island", "Island", "Island", "Island"]}
        ]}))
}

/// Cast a spell with mana from an all-colour pool and let it resolve.
fn cast(t: &mut T, card: &str, target: &str) {
    t.gm().players[0].pool = ManaPool::parse("{W}{W}{U}{U}{B}{B}{R}{R}{G}{G}{G}{C}{C}{C}").unwrap();
    t.act(json!({"action": "cast_spell", "player": 0, "card": format!("@{card}"), "targets": [{"object": format!("@{target}")}], "auto_pay": true}));
    t.pass_all();
    assert!(t.g().stack.is_empty(), "{card} resolved");
}

fn pt(t: &T, label: &str) -> (i32, i32) {
    let c = t.g().chars(t.id(label)).expect("object exists");
    (c.power.expect("has power"), c.toughness.expect("has toughness"))
}

fn has_kw(t: &T, label: &str, k: Keyword) -> bool {
    t.g().chars(t.id(label)).unwrap().has_keyword(k)
}

fn spell(name: &str, label: &str) -> Value {
    json!({"card": name, "label": label})
}

/// 613.4, first example: a colour change (layer 5) decides whether a "white
/// creatures" anthem (layer 7c) applies, each time characteristics are read.
#[test]
fn r613_4_example_color_change_turns_anthem_on_and_off() {
    let mut t = game(
        json!([{"card": "Honor of the Pure"}, {"card": "Walking Corpse", "label": "corpse"}]),
        json!([spell("Purelace", "white"), spell("Chaoslace", "red")]),
        0,
    );
    assert_eq!(pt(&t, "corpse"), (2, 2));
    cast(&mut t, "white", "corpse");
    assert_eq!(pt(&t, "corpse"), (3, 3), "white now: Honor of the Pure applies");
    cast(&mut t, "red", "corpse");
    assert_eq!(pt(&t, "corpse"), (2, 2), "red now: it stops applying");
}

/// 613.4, second example: counters (7d), a pump (7c), an anthem (7c) and a
/// "becomes 0/1" setting effect (7b) give 5/8 whatever order they arrived in.
#[test]
fn r613_4_example_gray_ogre_sublayers() {
    let mut t = game(
        json!([{"card": "Gray Ogre", "label": "ogre"}]),
        json!([spell("Battlegrowth", "counter"), spell("Titanic Growth", "growth"), spell("Ovinize", "sheep")]),
        0,
    );
    cast(&mut t, "counter", "ogre");
    assert_eq!(pt(&t, "ogre"), (3, 3));
    cast(&mut t, "growth", "ogre");
    assert_eq!(pt(&t, "ogre"), (7, 7));
    // The enchantment enters the battlefield.
    let owner = PlayerId(0);
    let def = t.b.pool.get("Sturdy Ground (test card)").unwrap();
    t.gm().create_object(def, owner, Zone::Battlefield);
    assert_eq!(pt(&t, "ogre"), (7, 9));
    cast(&mut t, "sheep", "ogre");
    assert_eq!(pt(&t, "ogre"), (5, 8), "0/1 (7b) +4/+4 and +0/+2 (7c) +1/+1 counter (7d)");
}

/// 613.3e, first example: +0/+1, then a switch: 4/1; a later +5/+0 still
/// applies before the switch: 4/6.
#[test]
fn r613_3e_example_switch_after_pump() {
    let mut t = game(
        json!([{"card": "Horseshoe Crab", "label": "crab"}]),
        json!([spell("Thicken (test card)", "thick"), spell("About Face", "switch"), spell("Surge of Strength (test card)", "surge")]),
        0,
    );
    cast(&mut t, "thick", "crab");
    assert_eq!(pt(&t, "crab"), (1, 4));
    cast(&mut t, "switch", "crab");
    assert_eq!(pt(&t, "crab"), (4, 1));
    cast(&mut t, "surge", "crab");
    assert_eq!(pt(&t, "crab"), (4, 6), "unswitched 6/4, switched 4/6");
}

/// 613.3e, second example: the +0/+1 ends before the switch does: 3/1.
/// The +0/+1 is Veteran Armorer's; it ends when the Armorer leaves the
/// battlefield, while About Face's switch lasts until end of turn.
#[test]
fn r613_3e_example_pump_ends_before_switch() {
    let mut t = game(
        json!([{"card": "Horseshoe Crab", "label": "crab"}, {"card": "Veteran Armorer", "label": "armorer"}]),
        json!([spell("About Face", "switch"), spell("Unsummon", "unsummon")]),
        0,
    );
    assert_eq!(pt(&t, "crab"), (1, 4));
    cast(&mut t, "switch", "crab");
    assert_eq!(pt(&t, "crab"), (4, 1));
    cast(&mut t, "unsummon", "armorer");
    assert_eq!(t.zone("armorer"), "hand");
    assert_eq!(pt(&t, "crab"), (3, 1), "1/3 switched, without the +0/+1");
}

/// 613.3e, third example: two switches cancel: 1/4.
#[test]
fn r613_3e_example_two_switches_cancel() {
    let mut t = game(
        json!([{"card": "Horseshoe Crab", "label": "crab"}]),
        json!([spell("Thicken (test card)", "thick"), spell("About Face", "s1"), spell("About Face", "s2")]),
        0,
    );
    cast(&mut t, "thick", "crab");
    cast(&mut t, "s1", "crab");
    cast(&mut t, "s2", "crab");
    assert_eq!(pt(&t, "crab"), (1, 4));
}

/// 613.3a–b: a characteristic-defining ability sets power and toughness
/// first; a later "base power and toughness" effect (7b) overrides it, and a
/// pump (7c) still adds to that. Maro counts cards in hand; Nightmare counts
/// Swamps, through type-changing effects (Urborg makes every land a Swamp).
#[test]
fn r613_3a_characteristic_defining_then_setting() {
    let mut t = game(
        json!([{"card": "Maro", "label": "maro"}]),
        json!([spell("Diminish", "dim"), spell("Titanic Growth", "growth"), "Island", "Island", "Island"]),
        0,
    );
    assert_eq!(pt(&t, "maro"), (5, 5), "five cards in hand");
    cast(&mut t, "dim", "maro");
    assert_eq!(pt(&t, "maro"), (1, 1), "7b after 7a");
    cast(&mut t, "growth", "maro");
    assert_eq!(pt(&t, "maro"), (5, 5), "1/1 base, +4/+4");

    let t = game(json!([{"card": "Nightmare", "label": "n"}, "Swamp", "Swamp", "Forest"]), json!([]), 0);
    assert_eq!(pt(&t, "n"), (2, 2), "two Swamps");
    let t = game(json!([{"card": "Nightmare", "label": "n"}, "Swamp", "Swamp", "Forest", "Urborg, Tomb of Yawgmoth"]), json!([]), 0);
    assert_eq!(pt(&t, "n"), (4, 4), "every land is a Swamp (layer 4 before 7a)");
}

/// Humility's rulings: a lord loses its ability in layer 6, so it pumps
/// nothing in 7c; an enchantment's anthem still applies on top of Humility's
/// 1/1 (7b then 7c); a characteristic-defining ability is lost too.
#[test]
fn r613_humility_removes_lords_but_not_other_anthems() {
    for order in [["Humility", "Benalish Marshal"], ["Benalish Marshal", "Humility"]] {
        let t = game(json!([{"card": order[0], "label": "a"}, {"card": order[1], "label": "b"}, {"card": "Grizzly Bears", "label": "bears"}]), json!([]), 0);
        let marshal = if order[0] == "Humility" { "b" } else { "a" };
        assert_eq!(pt(&t, marshal), (1, 1));
        assert_eq!(pt(&t, "bears"), (1, 1), "the Marshal's ability is gone: it pumps nothing ({order:?})");
    }
    for order in [["Humility", "Muscle Sliver"], ["Muscle Sliver", "Humility"]] {
        let t = game(json!([{"card": order[0]}, {"card": order[1]}, {"card": "Muscle Sliver", "label": "s"}]), json!([]), 0);
        assert_eq!(pt(&t, "s"), (1, 1), "no Sliver pumps under Humility ({order:?})");
    }
    let t = game(json!([{"card": "Humility"}, {"card": "Glorious Anthem"}, {"card": "Grizzly Bears", "label": "bears"}]), json!([]), 0);
    assert_eq!(pt(&t, "bears"), (2, 2), "1/1 from Humility, +1/+1 from an enchantment");
    let t = game(json!([{"card": "Humility"}, {"card": "Maro", "label": "maro"}]), json!(["Island", "Island", "Island"]), 0);
    assert_eq!(pt(&t, "maro"), (1, 1), "Maro's characteristic-defining ability is removed in layer 6");
}

/// 613.6: timestamps. A keyword granted by a spell after Humility arrived
/// stays (it applies after Humility's removal); one granted before it is
/// removed. Same for a pump's 7c and Humility's 7b: always after.
#[test]
fn r613_6_keyword_granted_after_humility_stays() {
    // Jump first, then Humility enters: flying is removed.
    let mut t = game(json!([{"card": "Grizzly Bears", "label": "bears"}]), json!([spell("Jump", "jump")]), 0);
    cast(&mut t, "jump", "bears");
    assert!(has_kw(&t, "bears", Keyword::Flying));
    let def = t.b.pool.get("Humility").unwrap();
    t.gm().create_object(def, PlayerId(0), Zone::Battlefield);
    assert!(!has_kw(&t, "bears", Keyword::Flying), "Humility's later timestamp removes it");
    // Humility first, then Jump: flying stays.
    let mut t = game(json!([{"card": "Humility"}, {"card": "Grizzly Bears", "label": "bears"}]), json!([spell("Jump", "jump"), spell("Titanic Growth", "growth")]), 0);
    cast(&mut t, "jump", "bears");
    assert!(has_kw(&t, "bears", Keyword::Flying), "granted after Humility arrived");
    cast(&mut t, "growth", "bears");
    assert_eq!(pt(&t, "bears"), (5, 5), "1/1 (7b) then +4/+4 (7c)");
}

/// 613.8, first example: "has flying" and "loses flying" Auras: the later
/// timestamp wins, in either order.
#[test]
fn r613_8_example_gains_and_loses_flying_by_timestamp() {
    let t = game(
        json!([{"card": "Grizzly Bears", "label": "bears"}, {"card": "Flight", "attached_to": "bears"}, {"card": "Grounded", "attached_to": "bears"}]),
        json!([]),
        0,
    );
    assert!(!has_kw(&t, "bears", Keyword::Flying), "Grounded is later");
    let t = game(
        json!([{"card": "Grizzly Bears", "label": "bears"}, {"card": "Grounded", "attached_to": "bears"}, {"card": "Flight", "attached_to": "bears"}]),
        json!([]),
        0,
    );
    assert!(has_kw(&t, "bears", Keyword::Flying), "Flight is later");
    // A creature with printed flying and a later Grounded loses it.
    let t = game(json!([{"card": "Ornithopter", "label": "o"}, {"card": "Grounded", "attached_to": "o"}]), json!([]), 0);
    assert!(!has_kw(&t, "o", Keyword::Flying));
}

/// 613.8, second example: "white creatures get +1/+1" and "enchanted creature
/// is white": the colour (layer 5) is settled before the anthem (7c), whatever
/// the timestamps.
#[test]
fn r613_8_example_white_aura_and_white_anthem() {
    for order in [0, 1] {
        let mut bf = vec![json!({"card": "Walking Corpse", "label": "corpse"}), json!({"card": "Whitewash (test card)", "attached_to": "corpse"})];
        if order == 0 {
            bf.insert(0, json!({"card": "Crusade"}));
        } else {
            bf.push(json!({"card": "Crusade"}));
        }
        let t = game(Value::Array(bf), json!([]), 0);
        assert_eq!(pt(&t, "corpse"), (3, 3), "order {order}");
    }
}

/// 613.7: dependency overrides timestamps. Kormus Bell makes Swamps 1/1
/// black creatures; Urborg makes every land a Swamp. The Bell's effect depends
/// on Urborg's (which changes what it applies to), so Urborg's applies first
/// whichever came first: a Plains is a 1/1 black land creature. Living Lands
/// and Prismatic Omen are a second case of the same dependency.
#[test]
fn r613_7_dependency_overrides_timestamp() {
    for order in [["Kormus Bell", "Urborg, Tomb of Yawgmoth"], ["Urborg, Tomb of Yawgmoth", "Kormus Bell"]] {
        let t = game(json!([{"card": order[0]}, {"card": order[1]}, {"card": "Plains", "label": "plains"}]), json!([]), 0);
        let c = t.g().chars(t.id("plains")).unwrap();
        assert!(c.is_creature() && c.has_type(CardType::Land), "{order:?}: {c:?}");
        assert!(c.has_subtype("Swamp") && c.has_subtype("Plains"));
        assert_eq!((c.power, c.toughness), (Some(1), Some(1)));
        assert_eq!(c.colors, ColorSet::single(Color::Black), "the locked set gets the colour too (613.5)");
    }
    for order in [["Living Lands", "Prismatic Omen"], ["Prismatic Omen", "Living Lands"]] {
        let t = game(json!([{"card": order[0]}, {"card": order[1]}, {"card": "Mountain", "label": "m"}]), json!([]), 0);
        let c = t.g().chars(t.id("m")).unwrap();
        assert!(c.is_creature(), "{order:?}: a Mountain that is also a Forest is a 1/1 creature");
        assert_eq!((c.power, c.toughness), (Some(1), Some(1)));
    }
    // Without the type-granting effect nothing depends on anything: a Plains stays a land.
    let t = game(json!([{"card": "Kormus Bell"}, {"card": "Plains", "label": "plains"}]), json!([]), 0);
    assert!(!t.g().chars(t.id("plains")).unwrap().is_creature());
}

/// 613.5: an effect that started to apply in one layer keeps applying to the
/// same objects in its later layers: under March of the Machines,
/// noncreature artifacts become creatures in layer 4 and still get their
/// power and toughness (each its own converted mana cost) in 7b, although
/// they are no longer noncreature artifacts by then. An artifact that was a
/// creature already is not among them.
#[test]
fn r613_5_effect_keeps_applying_to_the_same_objects() {
    let t = game(
        json!([{"card": "March of the Machines"}, {"card": "Kormus Bell", "label": "bell"}, {"card": "Bonesplitter", "label": "splitter"}, {"card": "Ornithopter", "label": "thopter"}]),
        json!([]),
        0,
    );
    for (label, cost) in [("bell", 4), ("splitter", 1)] {
        let c = t.g().chars(t.id(label)).unwrap();
        assert!(c.is_creature(), "{label}");
        assert_eq!((c.power, c.toughness), (Some(cost), Some(cost)), "{label}: its converted mana cost");
    }
    assert_eq!(pt(&t, "thopter"), (0, 2), "already a creature: not affected");
    // A floating "becomes" effect fixed on its objects (611.2c) goes on applying
    // in 7b after its layer-4 part: Ovinize's base 0/1 on an animated artifact.
}

/// A lord's pump and a granted keyword come from the source's current
/// abilities: a creature that loses all abilities (a spell, not Humility)
/// stops granting them until the effect ends.
#[test]
fn r613_statics_read_current_abilities() {
    let mut t = game(
        json!([{"card": "Winged Sliver", "label": "w"}, {"card": "Muscle Sliver", "label": "m"}, {"card": "Benalish Marshal", "label": "marshal"}]),
        json!([spell("Ovinize", "sheep1"), spell("Ovinize", "sheep2")]),
        0,
    );
    assert!(has_kw(&t, "m", Keyword::Flying));
    assert_eq!(pt(&t, "w"), (3, 3), "1/1 +1/+1 Muscle +1/+1 Marshal");
    cast(&mut t, "sheep1", "w");
    assert!(!has_kw(&t, "m", Keyword::Flying), "Winged Sliver lost its ability");
    assert_eq!(pt(&t, "w"), (2, 3), "0/1 base, +1/+1 Muscle Sliver, +1/+1 Marshal");
    cast(&mut t, "sheep2", "marshal");
    assert_eq!(pt(&t, "m"), (2, 2), "Muscle Sliver pumps itself; the Marshal no longer pumps");
}
