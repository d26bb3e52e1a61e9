//! Land types (305.5–305.7 of the reference rules).
//!
//! A land's basic land types are where its basic mana abilities come from: a
//! land that is a Forest has "{T}: Add {G} to your mana pool" whether or not
//! its text box says so (305.6), and gains or loses that ability as it gains
//! or loses the type. The layer system (rules::layers) calls
//! [`refresh_intrinsic`] once the type-changing layer (613.1d) is done, so
//! every later layer sees the abilities the land's current types give it:
//! an effect that removes abilities in layer 6 removes these too.
//!
//! Setting a land's subtype (Blood Moon's "nonbasic lands are Mountains",
//! Evil Presence's "enchanted land is a Swamp") is a different change from
//! adding one (Urborg's "in addition to its other land types"): the land
//! loses its other land types and every ability its own text gave it, and
//! keeps its card types, supertypes and other subtypes (305.7; see
//! [`set_land_types`]).

use super::layers::Characteristics;
use super::types::*;
use crate::cards::def::{Ability, Cost, CostPart, Effect};

/// The basic land types and the mana each one's intrinsic ability adds (305.6).
pub const BASIC_LAND_TYPES: [(&str, &str); 5] = [("Plains", "W"), ("Island", "U"), ("Swamp", "B"), ("Mountain", "R"), ("Forest", "G")];

/// The other land types of the rules (205.3i): a land whose subtype is set
/// loses these too (305.7).
const OTHER_LAND_TYPES: [&str; 8] = ["Desert", "Gate", "Lair", "Locus", "Mine", "Power-Plant", "Tower", "Urza's"];

/// Is this subtype a land type (205.3i)?
pub fn is_land_type(s: &str) -> bool {
    BASIC_LAND_TYPES.iter().any(|(t, _)| *t == s) || OTHER_LAND_TYPES.contains(&s)
}

/// Is this subtype one of the five basic land types (305.6)?
pub fn is_basic_land_type(s: &str) -> bool {
    BASIC_LAND_TYPES.iter().any(|(t, _)| *t == s)
}

/// The intrinsic mana ability of a basic land type (305.6), or None for any
/// other subtype. Made once (a land's characteristics are worked out often).
pub fn intrinsic_mana_ability(subtype: &str) -> Option<&'static Ability> {
    static ABILITIES: std::sync::OnceLock<Vec<Ability>> = std::sync::OnceLock::new();
    let all = ABILITIES.get_or_init(|| {
        BASIC_LAND_TYPES
            .iter()
            .map(|(_, symbol)| Ability::Activated {
                divide: None,
                cost: Cost::new(vec![CostPart::Tap]),
                targets: Vec::new(),
                effects: ManaAmount::parse(symbol).map(|mana| vec![Effect::AddMana { mana, for_each: None, player: None }]).unwrap_or_default(),
                sorcery_speed: false,
                from_graveyard: false,
                only: None,
                condition: None,
                text: format!("{{T}}: Add {{{symbol}}} to your mana pool."),
            })
            .collect()
    });
    BASIC_LAND_TYPES.iter().position(|(t, _)| *t == subtype).and_then(|i| all.get(i))
}

/// Is `a` the same ability as `b`, apart from how it is worded? (A land card
/// that prints its basic type's ability as text has that one ability, not two.)
fn same_ability(a: &Ability, b: &Ability) -> bool {
    match (a, b) {
        (
            Ability::Activated { cost: c1, targets: t1, effects: e1, sorcery_speed: s1, .. },
            Ability::Activated { cost: c2, targets: t2, effects: e2, sorcery_speed: s2, .. },
        ) => c1 == c2 && t1 == t2 && s1 == s2 && e1.len() == e2.len() && e1.iter().zip(e2).all(|(x, y)| same_effect(x, y)),
        _ => false,
    }
}

fn same_effect(a: &Effect, b: &Effect) -> bool {
    match (a, b) {
        (Effect::AddMana { mana: m1, for_each: None, player: None }, Effect::AddMana { mana: m2, for_each: None, player: None }) => m1.pool == m2.pool,
        _ => a == b,
    }
}

/// 305.6: give a land the mana abilities of its basic land types, in place of
/// those its types gave it before (the last `c.intrinsic` abilities of the
/// list). Called when the copiable values are read and again after the
/// type-changing layer, so the abilities follow the types it has now. An
/// ability the land already has from its own text is not added twice.
pub(crate) fn refresh_intrinsic(c: &mut Characteristics) {
    let keep = c.abilities.len().saturating_sub(c.intrinsic as usize);
    // In the order of its subtypes: a Mountain that became a Swamp too taps for {R} first.
    let wanted: Vec<&'static Ability> = if c.has_type(CardType::Land) {
        let own = &c.abilities[..keep];
        c.subtypes.iter().filter_map(|t| intrinsic_mana_ability(t)).filter(|a| !own.iter().any(|x| same_ability(x, a))).collect()
    } else {
        Vec::new()
    };
    // Nothing to do when the land already has exactly these (most of the time).
    if c.abilities[keep..].iter().eq(wanted.iter().copied()) {
        return;
    }
    c.abilities.truncate(keep);
    c.abilities.extend(wanted.iter().map(|a| (*a).clone()));
    c.intrinsic = u8::try_from(wanted.len()).unwrap_or(u8::MAX);
}

/// 305.7: an effect sets a land's subtypes to these land types. It loses its
/// other land types and every ability from its own text (the only abilities
/// an object has before layer 6, where abilities granted by other effects are
/// added); its card types, supertypes and other subtypes stay. The mana
/// abilities of the new types come with [`refresh_intrinsic`] at the end of
/// the layer. An object that is not a land is left alone.
pub(crate) fn set_land_types(c: &mut Characteristics, types: &[String]) {
    if !c.has_type(CardType::Land) {
        return;
    }
    c.subtypes.retain(|s| !is_land_type(s));
    for t in types {
        if !c.subtypes.contains(t) {
            c.subtypes.push(t.clone());
        }
    }
    c.abilities.clear();
    c.keywords.clear();
    c.intrinsic = 0;
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_basic_land_type_has_its_mana() {
        for (t, symbol) in BASIC_LAND_TYPES {
            let Some(Ability::Activated { effects, cost, .. }) = intrinsic_mana_ability(t) else { panic!("{t}") };
            assert!(cost.tap());
            assert_eq!(effects, &vec![Effect::AddMana { mana: ManaAmount::parse(symbol).unwrap(), for_each: None, player: None }]);
        }
        assert!(intrinsic_mana_ability("Urza's").is_none());
        assert!(is_land_type("Urza's") && !is_basic_land_type("Urza's"));
    }
}
