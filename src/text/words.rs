//! Words and symbols both directions share: numbers, mana costs written in
//! the printed order, type lines.

use crate::rules::types::{CardType, Color, ManaCost, ManaType, Supertype};

/// Numbers as rules text writes them in words (index = value).
pub const NUMBER_WORDS: [&str; 21] = [
    "zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen", "twenty",
];

/// A number in words ("two"); digits past twenty.
pub fn number_word(n: u32) -> String {
    NUMBER_WORDS.get(n as usize).map(|w| w.to_string()).unwrap_or_else(|| n.to_string())
}

/// The colours of a cost in the order cards print them: around the colour
/// wheel (W U B R G) from the colour that makes the shortest arc, so an
/// allied pair reads {G}{W} and an enemy pair {R}{W}, {B}{G}, {U}{R}.
pub fn printed_color_order(colors: &[Color]) -> Vec<Color> {
    let idx = |c: Color| Color::ALL.iter().position(|x| *x == c).unwrap_or(0);
    let present: Vec<usize> = Color::ALL.iter().copied().filter(|c| colors.contains(c)).map(idx).collect();
    if present.len() < 2 {
        return present.into_iter().map(|i| Color::ALL[i]).collect();
    }
    // The start whose arc (to the last present colour going round) is shortest; ties: the earliest in W U B R G.
    let arc = |s: usize| present.iter().map(|p| (p + 5 - s) % 5).max().unwrap_or(0);
    let start = present.iter().copied().min_by_key(|s| (arc(*s), *s)).unwrap_or(0);
    (0..5).map(|k| (start + k) % 5).filter(|i| present.contains(i)).map(|i| Color::ALL[i]).collect()
}

/// A mana cost as printed: {X}, generic, {C}, hybrid symbols, then the
/// coloured symbols in `printed_color_order`.
pub fn mana_text(m: &ManaCost) -> String {
    let mut s = "{X}".repeat(m.x as usize);
    if m.generic > 0 {
        s.push_str(&format!("{{{}}}", m.generic));
    }
    s.push_str(&"{C}".repeat(m.colored.colorless as usize));
    for (a, b) in &m.hybrid {
        s.push_str(&format!("{{{}/{}}}", a.symbol(), b.symbol()));
    }
    for c in &m.mono_hybrid {
        s.push_str(&format!("{{2/{}}}", c.symbol()));
    }
    for c in &m.phyrexian {
        s.push_str(&format!("{{{}/P}}", c.symbol()));
    }
    let present: Vec<Color> = Color::ALL.iter().copied().filter(|c| m.colored.get(ManaType::of_color(*c)) > 0).collect();
    for c in printed_color_order(&present) {
        s.push_str(&format!("{{{}}}", c.symbol()).repeat(m.colored.get(ManaType::of_color(c)) as usize));
    }
    if s.is_empty() {
        s.push_str("{0}");
    }
    s
}

/// A mana cost read from the table (or a card's text), with its text in the printed form.
pub fn read_mana(s: &str) -> Result<ManaCost, String> {
    let mut m = ManaCost::parse(s)?;
    m.text = mana_text(&m);
    Ok(m)
}

/// The parts of a type line.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct TypeLine {
    pub supertypes: Vec<Supertype>,
    pub types: Vec<CardType>,
    pub subtypes: Vec<String>,
}

fn card_type(w: &str) -> Option<CardType> {
    Some(match w {
        "Artifact" => CardType::Artifact,
        "Creature" => CardType::Creature,
        "Enchantment" => CardType::Enchantment,
        "Instant" => CardType::Instant,
        "Land" => CardType::Land,
        "Planeswalker" => CardType::Planeswalker,
        "Sorcery" => CardType::Sorcery,
        "Tribal" => CardType::Tribal,
        "Plane" => CardType::Plane,
        "Scheme" => CardType::Scheme,
        "Vanguard" => CardType::Vanguard,
        _ => return None,
    })
}

fn supertype(w: &str) -> Option<Supertype> {
    Some(match w {
        "Basic" => Supertype::Basic,
        "Legendary" => Supertype::Legendary,
        "Snow" => Supertype::Snow,
        "World" => Supertype::World,
        "Ongoing" => Supertype::Ongoing,
        _ => return None,
    })
}

/// Read a type line ("Legendary Creature — Human Wizard"); an unknown word is named.
pub fn read_type_line(line: &str) -> Result<TypeLine, String> {
    let (before, after) = match line.split_once(" — ") {
        Some((b, a)) => (b, Some(a)),
        None => (line, None),
    };
    let mut t = TypeLine::default();
    for w in before.split_whitespace() {
        if let Some(s) = supertype(w) {
            t.supertypes.push(s);
        } else if let Some(c) = card_type(w) {
            t.types.push(c);
        } else {
            return Err(format!("type line: '{w}' is not a card type or supertype"));
        }
    }
    if t.types.is_empty() {
        return Err(format!("type line: '{line}' has no card type"));
    }
    if let Some(a) = after {
        t.subtypes = a.split_whitespace().map(str::to_string).collect();
    }
    Ok(t)
}

/// The colour a table names ("White").
pub fn color_named(s: &str) -> Option<Color> {
    Color::ALL.iter().copied().find(|c| format!("{c:?}") == s)
}

/// A colour's name in rules text ("white").
pub fn color_word(c: Color) -> &'static str {
    match c {
        Color::White => "white",
        Color::Blue => "blue",
        Color::Black => "black",
        Color::Red => "red",
        Color::Green => "green",
    }
}

/// The mana symbol of one mana type ("{G}", "{C}").
pub fn mana_symbol(t: ManaType) -> String {
    match t {
        ManaType::Colorless => "{C}".to_string(),
        _ => Color::ALL.iter().find(|c| ManaType::of_color(**c) == t).map(|c| format!("{{{}}}", c.symbol())).unwrap_or_default(),
    }
}


/// Subtypes that are not creature types but are written as nouns ("target
/// Forest", "all Equipment", 205.3g–h).
const OTHER_SUBTYPES: &[&str] = &["Plains", "Island", "Swamp", "Mountain", "Forest", "Desert", "Lair", "Locus", "Equipment", "Fortification", "Aura", "Shrine", "Curse", "Arcane"];

/// Is this word a subtype that rules text names as a noun (a creature type, 205.3m, or one of the others)?
pub fn is_subtype_noun(w: &str) -> bool {
    crate::rules::choices::is_creature_type(w) || OTHER_SUBTYPES.contains(&w)
}

/// "a" or "an" before a word as it is said.
pub use crate::rules::choices::article;

/// The plural of a subtype as rules text writes it ("Elves", "Forests", "Plains").
pub use crate::rules::choices::subtype_plural;

/// The subtypes a plural noun may name besides the creature types.
const OTHER_PLURAL_SUBTYPES: &[&str] = &["Plains", "Island", "Swamp", "Mountain", "Forest", "Desert", "Lair", "Locus", "Equipment", "Fortification", "Aura", "Shrine", "Curse"];

/// The subtype whose plural is `w` ("Elves" → "Elf"): every creature type and
/// the subtypes of `OTHER_PLURAL_SUBTYPES`, looked up in a table made once.
pub fn singular_subtype(w: &str) -> Option<&'static str> {
    static TABLE: std::sync::OnceLock<std::collections::HashMap<String, &'static str>> = std::sync::OnceLock::new();
    let table = TABLE.get_or_init(|| {
        let mut m = std::collections::HashMap::new();
        // The first subtype with a plural keeps it (the list's order, creature types first).
        for s in crate::rules::choices::CREATURE_TYPES.iter().chain(OTHER_PLURAL_SUBTYPES.iter()) {
            m.entry(subtype_plural(s)).or_insert(*s);
        }
        m
    });
    table.get(w).copied()
}

/// Does the text begin with a subtype as a noun ("Goblin creatures you
/// control ...", "Wizards ..."), which keeps its capital inside a sentence?
pub fn starts_with_subtype(s: &str) -> bool {
    let w: String = s.chars().take_while(|c| c.is_alphanumeric() || *c == '-' || *c == '\'').collect();
    w.starts_with(|c: char| c.is_ascii_uppercase()) && (is_subtype_noun(&w) || singular_subtype(&w).is_some_and(|one| crate::rules::choices::CREATURE_TYPES.contains(&one)))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_or_an_as_the_word_is_said() {
        for (w, a) in [("Island", "an"), ("artifact", "an"), ("creature", "a"), ("8", "an"), ("11", "an"), ("18", "an"), ("80", "an"), ("800", "an"), ("1", "a"), ("2", "a"), ("10", "a"), ("108", "a"), ("Ooze", "an")] {
            assert_eq!(article(w), a, "{w}");
        }
    }

    #[test]
    fn colours_are_written_around_the_wheel_from_the_shortest_arc() {
        let m = |s: &str| mana_text(&ManaCost::parse(s).unwrap());
        assert_eq!(m("{W}{G}"), "{G}{W}");
        assert_eq!(m("{1}{W}{R}"), "{1}{R}{W}");
        assert_eq!(m("{G}{B}"), "{B}{G}");
        assert_eq!(m("{R}{U}"), "{U}{R}");
        assert_eq!(m("{W}{U}{B}"), "{W}{U}{B}");
        assert_eq!(m("{G}{W}{U}"), "{G}{W}{U}");
        assert_eq!(m("{2}{R}{R}"), "{2}{R}{R}");
        assert_eq!(m("{X}{R}"), "{X}{R}");
    }

    #[test]
    fn type_lines_are_read_or_the_word_is_named() {
        let t = read_type_line("Legendary Creature — Human Wizard").unwrap();
        assert_eq!(t.supertypes, vec![Supertype::Legendary]);
        assert_eq!(t.types, vec![CardType::Creature]);
        assert_eq!(t.subtypes, vec!["Human", "Wizard"]);
        assert!(read_type_line("Eaturecray — Igpay").unwrap_err().contains("'Eaturecray'"));
    }
}
