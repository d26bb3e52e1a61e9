//! Noun phrases, both ways: what a filter matches, written as rules text
//! writes it ("nonblack creature", "attacking creatures you control",
//! "artifact or enchantment", "creature with flying", "creature spell"),
//! singular after "target", "a" or "each", plural after "all".

use super::cursor::Cursor;
use super::keywords;
use super::words::{color_word, is_subtype_noun, subtype_plural};
use crate::cards::def::{Compare, FilterSpec, PlayerRef, Relation};
use crate::rules::types::{CardType, Color, Supertype};

/// The card types of permanents (110.4): what "permanent card" means.
pub const PERMANENT_TYPES: [CardType; 5] = [CardType::Artifact, CardType::Creature, CardType::Enchantment, CardType::Land, CardType::Planeswalker];

/// One or more.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Number {
    One,
    Many,
}

const TYPES: &[(&str, &str, CardType)] = &[
    ("creature", "creatures", CardType::Creature),
    ("artifact", "artifacts", CardType::Artifact),
    ("enchantment", "enchantments", CardType::Enchantment),
    ("land", "lands", CardType::Land),
    ("planeswalker", "planeswalkers", CardType::Planeswalker),
    ("instant", "instants", CardType::Instant),
    ("sorcery", "sorceries", CardType::Sorcery),
];

fn type_word(t: CardType, n: Number) -> Result<&'static str, String> {
    TYPES.iter().find(|(_, _, x)| *x == t).map(|(s, p, _)| if n == Number::One { *s } else { *p }).ok_or_else(|| format!("the card type {t:?} in a phrase"))
}

fn read_type(c: &mut Cursor, n: Number) -> Option<CardType> {
    // Longest words first is not needed: no type word is a prefix of another's form here.
    TYPES.iter().find(|(s, p, _)| c.eat(if n == Number::One { s } else { p })).map(|(_, _, t)| *t)
}

fn read_color(c: &mut Cursor) -> Option<Color> {
    Color::ALL.iter().copied().find(|col| c.eat(color_word(*col)))
}

/// The rest of a list of colours after its first ("white or blue", "white,
/// blue, black, or red"): a permanent or spell of any of them (105.2).
fn color_list(c: &mut Cursor) -> Option<Vec<Color>> {
    if c.eat(" or ") {
        return read_color(c).map(|col| vec![col]);
    }
    let mut more = Vec::new();
    while c.eat(", ") {
        if c.eat("or ") {
            more.push(read_color(c)?);
            return (more.len() >= 2).then_some(more);
        }
        more.push(read_color(c)?);
    }
    None
}

/// The colours of a filter as an adjective: "white", "white or blue", "white, blue, or black".
fn write_colors(colors: &[Color]) -> String {
    let words: Vec<&str> = colors.iter().map(|col| color_word(*col)).collect();
    match words.as_slice() {
        [] => String::new(),
        [one] => format!("{one} "),
        [a, b] => format!("{a} or {b} "),
        [init @ .., last] => format!("{}, or {last} ", init.join(", ")),
    }
}

/// 105.2b: an object of two or more colours.
const MULTICOLORED: &str = "multicolored";
const MONOCOLORED: &str = "monocolored";

/// Words before the type: colour, "non"-colour, "non"-type, "multicolored", attacking, blocking, tapped, untapped.
fn read_adjectives(c: &mut Cursor, f: &mut FilterSpec) {
    loop {
        let start = c.pos;
        if c.eat("nonbasic") {
            f.not_supertypes.push(Supertype::Basic);
        } else if c.eat("basic") {
            f.supertypes.push(Supertype::Basic);
        } else if c.eat("legendary") {
            f.supertypes.push(Supertype::Legendary);
        } else if c.eat("nontoken") {
            // 111.1: a permanent that isn't a token.
            f.token = Some(false);
        } else if c.eat("nonlegendary") {
            f.not_supertypes.push(Supertype::Legendary);
        } else if c.eat("snow") {
            f.supertypes.push(Supertype::Snow);
        } else if let Some(sub) = c.attempt(|c| if c.eat("non-") { subtype_noun(c, Number::One) } else { None }) {
            // "non-Wall creature" (205.3m).
            f.not_subtypes.push(sub);
        } else if c.eat("non") {
            if let Some(col) = read_color(c) {
                f.not_colors.push(col);
            } else if let Some(t) = read_type(c, Number::One) {
                f.not_types.push(t);
            } else {
                c.pos = start;
                return;
            }
        } else if let Some(col) = read_color(c) {
            f.colors.push(col);
            f.colors.extend(c.attempt(color_list).unwrap_or_default());
        } else if c.eat(MULTICOLORED) {
            f.multicolored = true;
        } else if c.eat(MONOCOLORED) {
            f.monocolored = true;
        } else if c.eat("other") {
            f.other = true;
        } else if c.eat("attacking or blocking") {
            f.in_combat = true;
        } else if c.eat("attacking") {
            f.attacking = true;
        } else if c.eat("blocking") {
            f.blocking = true;
        } else if c.eat("tapped") {
            f.tapped = Some(true);
        } else if c.eat("untapped") {
            f.tapped = Some(false);
        } else {
            return;
        }
        if !c.eat(" ") && !c.eat(", ") {
            c.pos = start;
            return;
        }
    }
}

/// A noun phrase for permanents ("creature", "nonblack creatures you
/// control"); `what` is the head noun when no type is named ("permanent",
/// "spell").
pub fn read(c: &mut Cursor, n: Number, head: Option<(&str, &str)>) -> Option<FilterSpec> {
    // Before a head noun a type is an adjective, in the singular ("creature cards").
    let tn = if head.is_some() { Number::One } else { n };
    let mut permanent = false;
    c.attempt(|c| {
        let mut f = FilterSpec::default();
        read_adjectives(c, &mut f);
        // "permanent card": a card of a permanent type (110.4).
        if let Some((one, many)) = head {
            if c.attempt(|c| (c.eat("permanent ") && c.eat(if n == Number::One { one } else { many })).then_some(())).is_some() {
                f.types = PERMANENT_TYPES.to_vec();
                read_suffixes(c, n, &mut f);
                return Some(f);
            }
        }
        // "Elf creatures", "Elf creature cards" (the type an adjective before the head noun).
        if let Some(sub) = c.attempt(|c| creature_subtype(c, tn)) {
            f.subtypes.push(sub);
            f.types.push(CardType::Creature);
            if let Some((one, many)) = head {
                // "Goblin creature spell".
                if !(c.eat(" ") && c.eat(if n == Number::One { one } else { many })) {
                    return None;
                }
            }
        } else if let Some(t) = c.attempt(|c| if head.is_none() { read_type(c, Number::One).filter(|_| c.eat(if n == Number::One { " token" } else { " tokens" }) && !c.rest().starts_with(|ch: char| ch.is_alphanumeric())) } else { None }) {
            // "creature token", "artifact tokens" (111.1): tokens of that type.
            f.types.push(t);
            f.token = Some(true);
        } else if let Some(a) = c.attempt(|c| if tn == Number::Many { read_type(c, Number::One).filter(|a| *a != CardType::Creature && c.eat(" creatures")) } else { None }) {
            // "artifact creatures": both types, the first an adjective in the singular.
            f.all_types = vec![a, CardType::Creature];
        } else if let Some(t) = read_type(c, tn) {
            f.types.push(t);
            let joiner = if n == Number::One { " or " } else { " and " };
            // "artifact, creature, or land": a list with commas.
            let comma_joiner = if n == Number::One { ", or " } else { ", and " };
            while let Some(t) = c.attempt(|c| if c.eat(", ") && !c.rest().starts_with("or ") && !c.rest().starts_with("and ") { read_type(c, tn).filter(|_| c.rest().starts_with(", ")) } else { None }) {
                f.types.push(t);
            }
            if f.types.len() > 1 {
                let t = c.attempt(|c| if c.eat(comma_joiner) { read_type(c, tn) } else { None })?;
                f.types.push(t);
            } else if c.attempt(|c| if c.eat(joiner) { read_type(c, tn) } else { None }).map(|t| f.types.push(t)).is_none() {
                // "artifact creature": both types.
                if let Some(t2) = c.attempt(|c| if c.eat(" ") { read_type(c, tn).filter(|t2| *t2 == CardType::Creature) } else { None }) {
                    f.all_types = vec![f.types.remove(0), t2];
                }
            }
            if let Some((one, many)) = head {
                if !(c.eat(" ") && c.eat(if n == Number::One { one } else { many })) {
                    return None;
                }
            }
        } else if let Some(both) = c.attempt(|c| if head.is_none() { subtype_pair(c, n) } else { None }) {
            // "Eldrazi Spawn": a permanent with both subtypes.
            f.all_subtypes = both;
        } else if let Some(subs) = c.attempt(|c| {
            let sub = subtype_noun(c, if head.is_some() { Number::One } else { n })?;
            let mut subs = vec![sub];
            // "Spirit or Arcane spell", "Auras and Equipment": either subtype.
            if let Some(other) = c.attempt(|c| match n {
                Number::One if c.eat(" or ") => subtype_noun(c, Number::One),
                Number::Many if head.is_none() && c.eat(" and ") => subtype_noun(c, Number::Many),
                _ => None,
            }) {
                subs.push(other);
            }
            match head {
                None => Some(subs),
                // "Spirit card", "Aura cards": the subtype before the head noun.
                Some((one, many)) => {
                    // "Rebel permanent card": a permanent card of that subtype.
                    permanent = c.attempt(|c| c.eat(" permanent").then_some(())).is_some();
                    (c.eat(" ") && c.eat(if n == Number::One { one } else { many })).then_some(subs)
                }
            }
        }) {
            f.subtypes.extend(subs);
            if permanent {
                f.types = PERMANENT_TYPES.to_vec();
            }
        } else {
            let (one, many) = head.unwrap_or(("permanent", "permanents"));
            if !c.eat(if n == Number::One { one } else { many }) {
                return None;
            }
        }
        read_suffixes(c, n, &mut f);
        Some(f)
    })
}

/// A plural noun phrase that begins a sentence ("Creatures you control",
/// "White creatures"): read with its first letter in lower case.
pub fn read_sentence_plural(c: &mut Cursor) -> Option<FilterSpec> {
    // A subtype keeps its capital ("Wizards you control").
    if let Some(f) = c.attempt(|c| read(c, Number::Many, None).filter(|f| !f.subtypes.is_empty())) {
        return Some(f);
    }
    let rest = c.rest();
    // Only an ASCII capital is lowered: one byte for one byte, so every offset after it holds.
    let first = rest.chars().next().filter(|ch| ch.is_ascii_alphabetic())?;
    let lower = format!("{}{}", first.to_ascii_lowercase(), &rest[1..]);
    let mut sub = Cursor::new(&lower);
    // "Creatures target player controls": the players the sentence may name.
    sub.player_words = c.player_words;
    let f = read(&mut sub, Number::Many, None)?;
    c.pos += sub.pos;
    c.he_or_she |= sub.he_or_she;
    if sub.said_choice.is_some() {
        c.said_choice = sub.said_choice;
    }
    Some(f)
}

/// "Eldrazi Spawn": two subtypes in a row, the first an adjective in the
/// singular, naming what has both (205.3).
fn subtype_pair(c: &mut Cursor, n: Number) -> Option<Vec<String>> {
    let first = subtype_noun(c, Number::One)?;
    if !c.eat(" ") {
        return None;
    }
    let second = subtype_noun(c, n)?;
    (first != second).then(|| vec![first, second])
}

/// "Goblin creature(s)": a creature type (205.3m) before "creature".
fn creature_subtype(c: &mut Cursor, n: Number) -> Option<String> {
    let word = capitalized_word(c)?;
    if !crate::rules::choices::is_creature_type(&word) {
        return None;
    }
    c.pos += word.len();
    c.eat(if n == Number::One { " creature" } else { " creatures" }).then_some(word)
}

/// A creature type (205.3m) written as a word ("Wall").
pub fn creature_type_word(c: &mut Cursor) -> Option<String> {
    let word = capitalized_word(c).filter(|w| crate::rules::choices::is_creature_type(w))?;
    c.pos += word.len();
    Some(word)
}

fn capitalized_word(c: &Cursor) -> Option<String> {
    let word: String = c.rest().chars().take_while(|ch| ch.is_alphanumeric() || *ch == '\'' || *ch == '-').collect();
    (word.starts_with(|ch: char| ch.is_ascii_uppercase()) && word.len() <= 40).then_some(word)
}

/// A subtype as a noun ("Forest", "Goblins", "Equipment"): its singular.
fn subtype_noun(c: &mut Cursor, n: Number) -> Option<String> {
    let word = capitalized_word(c)?;
    let singular = match n {
        Number::One => is_subtype_noun(&word).then(|| word.clone())?,
        Number::Many => super::words::singular_subtype(&word)?.to_string(),
    };
    c.pos += word.len();
    Some(singular)
}

/// The target slot a noun's "target player controls" asks for, until the
/// instruction's reader gives it one (`instructions::settle_players`).
pub const NEW_TARGET_PLAYER: usize = usize::MAX;
/// The same for "target opponent controls".
pub const NEW_TARGET_OPPONENT: usize = usize::MAX - 1;

/// The players named after a noun in an instruction, and whether the words
/// are "he or she": "that player" and "he or she" stand for the player the
/// instruction or the trigger names (settled by the instruction's reader).
fn player_controls() -> [(&'static str, PlayerRef, bool); 5] {
    [
        (" that player controls", PlayerRef::TriggerPlayer, false),
        (" he or she controls", PlayerRef::TriggerPlayer, true),
        (" defending player controls", PlayerRef::Defending, false),
        (" target player controls", PlayerRef::Target(NEW_TARGET_PLAYER), false),
        (" target opponent controls", PlayerRef::Target(NEW_TARGET_OPPONENT), false),
    ]
}

/// The marker a noun's writer leaves for the player its permanents belong
/// to; the instruction's writer puts the words in its place (`instructions::fill_players`).
pub fn player_marker(r: &PlayerRef) -> Result<String, String> {
    match r {
        PlayerRef::TriggerPlayer => Ok("\u{1}that\u{1}".into()),
        PlayerRef::EachInTurn => Ok("\u{1}each\u{1}".into()),
        PlayerRef::Defending => Ok("\u{1}defending\u{1}".into()),
        PlayerRef::Target(i) => Ok(format!("\u{1}{i}\u{1}")),
        other => Err(format!("the player {other:?} after a noun")),
    }
}

fn read_suffixes(c: &mut Cursor, n: Number, f: &mut FilterSpec) {
    read_suffixes_before_player(c, n, f);
    if c.player_words && f.controller.is_none() {
        if let Some((_, r, he)) = player_controls().into_iter().find(|(w, _, _)| c.eat(w)) {
            f.controlled_by = Some(r);
            c.he_or_she |= he;
        }
    }
}

/// "[noun] you don't control": any other player's (`not_controlled_by_you`).
const NOT_YOURS: &str = " you don't control";

fn read_suffixes_before_player(c: &mut Cursor, n: Number, f: &mut FilterSpec) {
    let you = " you control";
    let opp = if n == Number::One { " an opponent controls" } else { " your opponents control" };
    if c.eat(you) {
        f.controller = Some(Relation::You);
    } else if c.eat(NOT_YOURS) {
        f.not_controlled_by_you = true;
    } else if c.eat(opp) {
        f.controller = Some(Relation::Opponent);
    } else if c.eat(" you own") {
        f.owner = Some(Relation::You);
    }
    // "Of that type": the creature type chosen before (608.2d, 614.12).
    if c.eat(THAT_TYPE) || c.eat(THE_CHOSEN_TYPE) {
        f.chosen_type = true;
    } else if c.eat(OF_YOUR_CHOICE_TYPE) {
        // Chosen as the instruction is followed (608.2d): the reader puts the choice before it.
        f.chosen_type = true;
        c.said_choice = Some(crate::cards::def::Choice::CreatureType);
    }
    // "Of the chosen color": the color its source chose (614.12).
    if c.eat(THE_CHOSEN_COLOR) {
        f.chosen_color = true;
    } else if !f.chosen_type && c.eat(OF_YOUR_CHOICE_COLOR) {
        f.chosen_color = true;
        c.said_choice = Some(crate::cards::def::Choice::Color);
    }
    if let Some(k) = c.attempt(|c| if c.eat(" with ") { keywords::read_simple(c) } else { None }) {
        f.keywords.push(k);
    } else if let Some(k) = c.attempt(|c| if c.eat(" without ") { keywords::read_simple(c) } else { None }) {
        f.not_keywords.push(k);
    } else if let Some(cmp) = c.attempt(|c| compare_suffix(c, " with power ")) {
        f.power = Some(cmp);
    } else if let Some(cmp) = c.attempt(|c| compare_suffix(c, " with toughness ")) {
        f.toughness = Some(cmp);
    } else if c.eat(WITH_THAT_NAME) {
        // The name chosen before ("Name a card", 201.3).
        f.chosen_name = true;
    } else if c.eat(MANA_VALUE_THAT_NUMBER) {
        // The number chosen before (608.2d).
        f.mana_value_chosen = true;
    } else if let Some(cmp) = c.attempt(compare_x_suffix) {
        // X of the spell or ability (107.3).
        f.mana_value_x = Some(cmp);
    } else if let Some(cmp) = c.attempt(|c| compare_suffix(c, " with converted mana cost ")) {
        f.mana_value = Some(cmp);
    } else if let Some(kind) = c.attempt(|c| with_counter(c, n)) {
        f.with_counter = Some(kind);
    } else if c.eat(if n == Number::One { DAMAGED_ONE } else { DAMAGED_MANY }) {
        // "target creature that was dealt damage this turn" (120.3).
        f.dealt_damage_this_turn = true;
    }
}

/// "With a +1/+1 counter on it", "with bounty counters on them": at least
/// one counter of that kind (122.1).
fn with_counter(c: &mut Cursor, n: Number) -> Option<String> {
    if n == Number::One {
        if !(c.eat(" with a ") || c.eat(" with an ")) {
            return None;
        }
        let kind = super::instructions::counter_kind(c)?;
        c.eat(" counter on it").then_some(kind)
    } else {
        if !c.eat(" with ") {
            return None;
        }
        let kind = super::instructions::counter_kind(c)?;
        c.eat(" counters on them").then_some(kind)
    }
}

const THAT_TYPE: &str = " of that type";

/// A converted mana cost equal to the number chosen before ("that number",
/// or "the number" where an instruction names it again).
pub const MANA_VALUE_THAT_NUMBER: &str = " with converted mana cost equal to that number";
pub const MANA_VALUE_THE_NUMBER: &str = " with converted mana cost equal to the number";
/// Dealt damage this turn (120.3), after a noun in the singular and in the plural.
const DAMAGED_ONE: &str = " that was dealt damage this turn";
const DAMAGED_MANY: &str = " dealt damage this turn";
/// The name chosen before (201.3).
const WITH_THAT_NAME: &str = " with that name";

/// The color its source chose as it entered (614.12).
pub const THE_CHOSEN_COLOR: &str = " of the chosen color";

/// A creature type and a color chosen as the instruction naming them is
/// followed ("creatures of the creature type of your choice", 608.2d).
pub const OF_YOUR_CHOICE_TYPE: &str = " of the creature type of your choice";
pub const OF_YOUR_CHOICE_COLOR: &str = " of the color of your choice";

/// The words of a static ability for the type its source chose as it entered (614.12).
pub const THE_CHOSEN_TYPE: &str = " of the chosen type";

/// A noun written for a static ability: the type its source chose is "the chosen type".
pub fn write_for_static(f: &FilterSpec, n: Number) -> Result<String, String> {
    Ok(write(f, n, None)?.replacen(THAT_TYPE, THE_CHOSEN_TYPE, 1))
}

fn compare_suffix(c: &mut Cursor, words: &str) -> Option<Compare> {
    if !c.eat(words) {
        return None;
    }
    let v = c.number()? as i32;
    if c.eat(" or less") {
        Some(Compare::AtMost(v))
    } else if c.eat(" or greater") {
        Some(Compare::AtLeast(v))
    } else {
        Some(Compare::Exactly(v))
    }
}

/// "With converted mana cost X", "... X or less", "... X or greater": compared
/// with the X of the spell or ability (107.3), read as X plus nothing.
fn compare_x_suffix(c: &mut Cursor) -> Option<Compare> {
    if !c.eat(MANA_VALUE_X) {
        return None;
    }
    if c.rest().starts_with(|ch: char| ch.is_alphanumeric()) {
        return None;
    }
    Some(if c.eat(" or less") {
        Compare::AtMost(0)
    } else if c.eat(" or greater") {
        Compare::AtLeast(0)
    } else {
        Compare::Exactly(0)
    })
}

/// The words of a `mana_value_x` filter part.
const MANA_VALUE_X: &str = " with converted mana cost X";

/// Is the filter's "token" written as the head noun ("creature token")?
/// Only after one card type named alone, with no other head noun.
fn token_noun(f: &FilterSpec, head: Option<(&str, &str)>) -> bool {
    head.is_none() && f.types.len() == 1 && f.subtypes.is_empty() && f.all_types.is_empty() && f.all_subtypes.is_empty()
}

/// The noun phrase of a filter, or the part of it no phrase here writes.
pub fn write(f: &FilterSpec, n: Number, head: Option<(&str, &str)>) -> Result<String, String> {
    let rest = FilterSpec {
        supertypes: Vec::new(),
        not_supertypes: Vec::new(),
        other: false,
        subtypes: Vec::new(),
        types: Vec::new(),
        not_types: Vec::new(),
        not_subtypes: Vec::new(),
        all_subtypes: Vec::new(),
        all_types: Vec::new(),
        colors: Vec::new(),
        not_colors: Vec::new(),
        multicolored: false,
        monocolored: false,
        controller: None,
        not_controlled_by_you: false,
        tapped: None,
        // "creature token": a token of one type named alone (111.1).
        token: if f.token == Some(false) || (f.token == Some(true) && token_noun(f, head)) { None } else { f.token },
        attacking: false,
        blocking: false,
        in_combat: false,
        keywords: Vec::new(),
        not_keywords: Vec::new(),
        power: None,
        toughness: None,
        mana_value: None,
        controlled_by: None,
        chosen_type: false,
        chosen_color: false,
        mana_value_chosen: false,
        mana_value_x: None,
        chosen_name: false,
        dealt_damage_this_turn: false,
        owner: None,
        with_counter: None,
        ..f.clone()
    };
    let either = f.subtypes.len() == 2 && f.types.is_empty() && f.all_types.is_empty() && n == Number::One;
    // "Auras and Equipment": all of either subtype.
    let either_many = f.subtypes.len() == 2 && f.types.is_empty() && f.all_types.is_empty() && n == Number::Many && head.is_none();
    let permanent_card = f.types == PERMANENT_TYPES && head.is_some();
    let both_ok = f.all_subtypes.is_empty() || (f.all_subtypes.len() == 2 && f.subtypes.is_empty() && f.types.is_empty() && f.all_types.is_empty() && head.is_none());
    let subtype_ok = both_ok && (f.subtypes.is_empty() || either || either_many || (f.subtypes.len() == 1 && (f.types == [CardType::Creature] || f.types.is_empty() || permanent_card) && f.all_types.is_empty()));
    if !subtype_ok || rest != FilterSpec::default() || f.keywords.len() + f.not_keywords.len() > 1 || (!f.all_types.is_empty() && !f.types.is_empty()) || (f.types.len() > 4 && !permanent_card) {
        return Err(format!("the filter {f:?}"));
    }
    let suffixes = [f.keywords.len() + f.not_keywords.len(), f.power.is_some() as usize, f.toughness.is_some() as usize, f.mana_value.is_some() as usize, f.mana_value_chosen as usize, f.mana_value_x.is_some() as usize, f.chosen_name as usize, f.with_counter.is_some() as usize, f.dealt_damage_this_turn as usize];
    if suffixes.iter().sum::<usize>() > 1 {
        return Err(format!("the filter {f:?}"));
    }
    let mut s = String::new();
    if f.other {
        s.push_str("other ");
    }
    match f.tapped {
        Some(true) => s.push_str("tapped "),
        Some(false) => s.push_str("untapped "),
        None => {}
    }
    s.push_str(&write_adjectives(f)?);
    s.push_str(&write_colors(&f.colors));
    if colored_legendary(f, Supertype::Legendary) && f.supertypes.contains(&Supertype::Legendary) {
        s.push_str("legendary ");
    }
    if f.multicolored {
        s.push_str(MULTICOLORED);
        s.push(' ');
    }
    if f.monocolored {
        s.push_str(MONOCOLORED);
        s.push(' ');
    }
    if f.in_combat {
        s.push_str("attacking or blocking ");
    }
    if f.attacking {
        s.push_str("attacking ");
    }
    if f.blocking {
        s.push_str("blocking ");
    }
    let (one, many) = head.unwrap_or(("permanent", "permanents"));
    if let [a, b] = f.all_subtypes.as_slice() {
        s.push_str(&format!("{a} {}", if n == Number::One { b.clone() } else { subtype_plural(b) }));
    } else if !f.all_types.is_empty() {
        let [a, b] = f.all_types.as_slice() else { return Err(format!("the filter {f:?}")) };
        if *b != CardType::Creature {
            return Err(format!("the filter {f:?}"));
        }
        s.push_str(&format!("{} {}", type_word(*a, Number::One)?, type_word(*b, if head.is_some() { Number::One } else { n })?));
    } else if let (true, Some((one, many))) = (f.types == PERMANENT_TYPES && f.subtypes.len() <= 1, head) {
        let sub = f.subtypes.first().map(|s| format!("{s} ")).unwrap_or_default();
        s.push_str(&format!("{sub}permanent {}", if n == Number::One { one } else { many }));
        return write_suffixes(f, n, s);
    } else if let (Some(sub), Some((one, many))) = (f.subtypes.first().filter(|_| f.types.is_empty()), head) {
        let sub = if either { format!("{sub} or {}", f.subtypes[1]) } else { sub.clone() };
        s.push_str(&format!("{sub} {}", if n == Number::One { one } else { many }));
        return write_suffixes(f, n, s);
    } else if either {
        s.push_str(&format!("{} or {}", f.subtypes[0], f.subtypes[1]));
    } else if either_many {
        s.push_str(&format!("{} and {}", subtype_plural(&f.subtypes[0]), subtype_plural(&f.subtypes[1])));
    } else if let Some(sub) = f.subtypes.first().filter(|_| f.types.is_empty()) {
        s.push_str(&if n == Number::One { sub.clone() } else { subtype_plural(sub) });
    } else if let Some(sub) = f.subtypes.first() {
        s.push_str(&format!("{sub} {}", type_word(CardType::Creature, if head.is_some() { Number::One } else { n })?));
    } else if f.types.is_empty() {
        s.push_str(if n == Number::One { one } else { many });
    } else {
        // Before a head noun ("card", "token") a type is an adjective, in the singular.
        let tn = if head.is_some() || f.token == Some(true) { Number::One } else { n };
        let words: Vec<&str> = f.types.iter().map(|t| type_word(*t, tn)).collect::<Result<_, _>>()?;
        let last = if n == Number::One { "or" } else { "and" };
        match words.as_slice() {
            [a, b] => s.push_str(&format!("{a} {last} {b}")),
            [init @ .., z] if init.len() >= 2 => s.push_str(&format!("{}, {last} {z}", init.join(", "))),
            _ => s.push_str(&words.join("")),
        }
        if f.token == Some(true) {
            s.push_str(if n == Number::One { " token" } else { " tokens" });
        }
    }
    if head.is_some() && (!f.types.is_empty() || !f.all_types.is_empty()) {
        s.push(' ');
        s.push_str(if n == Number::One { one } else { many });
    }
    write_suffixes(f, n, s)
}

/// Is this the supertype legendary of a filter with a colour? The cards
/// print the colour first: "White legendary creatures you control".
fn colored_legendary(f: &FilterSpec, st: Supertype) -> bool {
    st == Supertype::Legendary && !f.colors.is_empty()
}

/// The words before the colour: "tapped", then the "non" words, separated
/// by commas when there are two or more ("nonartifact, nonblack"), then
/// the supertypes.
fn write_adjectives(f: &FilterSpec) -> Result<String, String> {
    let mut s = String::new();
    // The "non" words, separated by commas when there are two or more
    // ("nonartifact, nonblack creature"): supertypes, types, then colours.
    let mut nons = Vec::new();
    for (st, word) in [(Supertype::Basic, "basic"), (Supertype::Legendary, "legendary"), (Supertype::Snow, "snow")] {
        if f.not_supertypes.contains(&st) {
            nons.push(format!("non{word}"));
        }
    }
    for t in &f.not_types {
        nons.push(format!("non{}", type_word(*t, Number::One)?));
    }
    for col in &f.not_colors {
        nons.push(format!("non{}", color_word(*col)));
    }
    for sub in &f.not_subtypes {
        nons.push(format!("non-{sub}"));
    }
    if f.token == Some(false) {
        nons.push("nontoken".into());
    }
    if !nons.is_empty() {
        s.push_str(&nons.join(", "));
        s.push(' ');
    }
    for (st, word) in [(Supertype::Basic, "basic"), (Supertype::Legendary, "legendary"), (Supertype::Snow, "snow")] {
        // A colour goes before "legendary" ("white legendary creatures", see `colored_legendary`).
        if f.supertypes.contains(&st) && !colored_legendary(f, st) {
            s.push_str(&format!("{word} "));
        }
    }
    if f.supertypes.iter().chain(&f.not_supertypes).any(|st| !matches!(st, Supertype::Basic | Supertype::Legendary | Supertype::Snow)) {
        return Err(format!("the filter {f:?}"));
    }
    Ok(s)
}

/// The words after the head noun: controller, keywords, comparisons.
fn write_suffixes(f: &FilterSpec, n: Number, mut s: String) -> Result<String, String> {
    match f.controller {
        Some(Relation::You) => s.push_str(" you control"),
        Some(Relation::Opponent) => s.push_str(if n == Number::One { " an opponent controls" } else { " your opponents control" }),
        None => {}
    }
    if f.not_controlled_by_you {
        if f.controller.is_some() {
            return Err(format!("the filter {f:?}"));
        }
        s.push_str(NOT_YOURS);
    }
    match (f.owner, f.controller) {
        (Some(Relation::You), None) => s.push_str(" you own"),
        (None, _) => {}
        _ => return Err(format!("the filter {f:?}")),
    }
    if f.chosen_type {
        s.push_str(THAT_TYPE);
    }
    if f.chosen_color {
        s.push_str(THE_CHOSEN_COLOR);
    }
    if let Some(k) = f.keywords.first() {
        s.push_str(&format!(" with {}", k.label()));
    }
    if let Some(k) = f.not_keywords.first() {
        s.push_str(&format!(" without {}", k.label()));
    }
    for (words, cmp) in [(" with power ", &f.power), (" with toughness ", &f.toughness), (" with converted mana cost ", &f.mana_value)] {
        match cmp {
            Some(Compare::AtMost(v)) => s.push_str(&format!("{words}{v} or less")),
            Some(Compare::AtLeast(v)) => s.push_str(&format!("{words}{v} or greater")),
            Some(Compare::Exactly(v)) => s.push_str(&format!("{words}{v}")),
            None => {}
        }
    }
    if f.mana_value_chosen {
        s.push_str(MANA_VALUE_THAT_NUMBER);
    }
    match f.mana_value_x {
        Some(Compare::AtMost(0)) => s.push_str(&format!("{MANA_VALUE_X} or less")),
        Some(Compare::AtLeast(0)) => s.push_str(&format!("{MANA_VALUE_X} or greater")),
        Some(Compare::Exactly(0)) => s.push_str(MANA_VALUE_X),
        Some(_) => return Err(format!("the filter {f:?}")),
        None => {}
    }
    if f.chosen_name {
        s.push_str(WITH_THAT_NAME);
    }
    if f.dealt_damage_this_turn {
        s.push_str(if n == Number::One { DAMAGED_ONE } else { DAMAGED_MANY });
    }
    if let Some(kind) = &f.with_counter {
        if !super::instructions::counter_kind_ok(kind) {
            return Err(format!("the filter {f:?}"));
        }
        if n == Number::One {
            s.push_str(&format!(" with {} {kind} counter on it", super::words::article(kind)));
        } else {
            s.push_str(&format!(" with {kind} counters on them"));
        }
    }
    if let Some(r) = &f.controlled_by {
        if f.controller.is_some() {
            return Err(format!("the filter {f:?}"));
        }
        s.push_str(&format!(" {} controls", player_marker(r)?));
    }
    Ok(s)
}
