//! Basic vocabulary of the game: identifiers, colours, card types, mana,
//! zones and steps. Nothing here knows about the game state.

use serde::{Deserialize, Serialize};
use std::fmt;

/// A player, by seat index. Seats are numbered in turn order (101.4 APNAP
/// order starts from the active player and follows this order).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(transparent)]
#[cfg_attr(test, derive(ts_rs::TS))]
pub struct PlayerId(pub u8);

/// An object in the game. A card that changes zones becomes a new object with
/// a new id (400.7); the old id stays valid for last known information.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(transparent)]
#[cfg_attr(test, derive(ts_rs::TS))]
pub struct ObjectId(pub u64);

impl fmt::Display for ObjectId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "#{}", self.0)
    }
}
impl fmt::Display for PlayerId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "P{}", self.0)
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
pub enum Color {
    White,
    Blue,
    Black,
    Red,
    Green,
}

impl Color {
    pub const ALL: [Color; 5] = [Color::White, Color::Blue, Color::Black, Color::Red, Color::Green];
    pub fn symbol(self) -> char {
        match self {
            Color::White => 'W',
            Color::Blue => 'U',
            Color::Black => 'B',
            Color::Red => 'R',
            Color::Green => 'G',
        }
    }
    pub fn from_symbol(c: char) -> Option<Color> {
        Some(match c {
            'W' => Color::White,
            'U' => Color::Blue,
            'B' => Color::Black,
            'R' => Color::Red,
            'G' => Color::Green,
            _ => return None,
        })
    }
    fn bit(self) -> u8 {
        1 << (self as u8)
    }
}

/// A set of colours (105). Serialized as a list.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub struct ColorSet(pub u8);

impl ColorSet {
    pub fn empty() -> Self {
        ColorSet(0)
    }
    pub fn single(c: Color) -> Self {
        ColorSet(c.bit())
    }
    /// The five colours (105.1).
    pub fn all() -> Self {
        ColorSet(Color::ALL.iter().fold(0, |a, c| a | c.bit()))
    }
    pub fn contains(self, c: Color) -> bool {
        self.0 & c.bit() != 0
    }
    pub fn insert(&mut self, c: Color) {
        self.0 |= c.bit();
    }
    pub fn is_empty(self) -> bool {
        self.0 == 0
    }
    pub fn iter(self) -> impl Iterator<Item = Color> {
        Color::ALL.into_iter().filter(move |c| self.contains(*c))
    }
}

impl Serialize for ColorSet {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let v: Vec<Color> = self.iter().collect();
        v.serialize(s)
    }
}
impl<'de> Deserialize<'de> for ColorSet {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let v: Vec<Color> = Vec::deserialize(d)?;
        let mut set = ColorSet::empty();
        for c in v {
            set.insert(c);
        }
        Ok(set)
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
pub enum CardType {
    Artifact,
    Creature,
    Enchantment,
    Instant,
    Land,
    Planeswalker,
    Sorcery,
    Tribal,
    Plane,
    Scheme,
    Vanguard,
}

impl CardType {
    /// 110.4: the types a permanent can have.
    pub fn is_permanent_type(self) -> bool {
        matches!(
            self,
            CardType::Artifact | CardType::Creature | CardType::Enchantment | CardType::Land | CardType::Planeswalker
        )
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
pub enum Supertype {
    Basic,
    Legendary,
    Snow,
    World,
    Ongoing,
}

/// Mana of one kind: a colour or colourless.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum ManaType {
    White,
    Blue,
    Black,
    Red,
    Green,
    Colorless,
}

impl ManaType {
    pub const ALL: [ManaType; 6] = [
        ManaType::White,
        ManaType::Blue,
        ManaType::Black,
        ManaType::Red,
        ManaType::Green,
        ManaType::Colorless,
    ];
    pub fn of_color(c: Color) -> ManaType {
        match c {
            Color::White => ManaType::White,
            Color::Blue => ManaType::Blue,
            Color::Black => ManaType::Black,
            Color::Red => ManaType::Red,
            Color::Green => ManaType::Green,
        }
    }
    pub fn index(self) -> usize {
        self as usize
    }
    pub fn symbol(self) -> &'static str {
        match self {
            ManaType::White => "W",
            ManaType::Blue => "U",
            ManaType::Black => "B",
            ManaType::Red => "R",
            ManaType::Green => "G",
            ManaType::Colorless => "C",
        }
    }
}

/// A mana pool or an amount of mana: one count per mana type (106).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default, Hash, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
#[cfg_attr(test, derive(ts_rs::TS))]
pub struct ManaPool {
    #[serde(default, skip_serializing_if = "is_zero")]
    pub white: u32,
    #[serde(default, skip_serializing_if = "is_zero")]
    pub blue: u32,
    #[serde(default, skip_serializing_if = "is_zero")]
    pub black: u32,
    #[serde(default, skip_serializing_if = "is_zero")]
    pub red: u32,
    #[serde(default, skip_serializing_if = "is_zero")]
    pub green: u32,
    #[serde(default, skip_serializing_if = "is_zero")]
    pub colorless: u32,
}

fn is_zero(n: &u32) -> bool {
    *n == 0
}

impl ManaPool {
    pub fn get(&self, t: ManaType) -> u32 {
        match t {
            ManaType::White => self.white,
            ManaType::Blue => self.blue,
            ManaType::Black => self.black,
            ManaType::Red => self.red,
            ManaType::Green => self.green,
            ManaType::Colorless => self.colorless,
        }
    }
    pub fn get_mut(&mut self, t: ManaType) -> &mut u32 {
        match t {
            ManaType::White => &mut self.white,
            ManaType::Blue => &mut self.blue,
            ManaType::Black => &mut self.black,
            ManaType::Red => &mut self.red,
            ManaType::Green => &mut self.green,
            ManaType::Colorless => &mut self.colorless,
        }
    }
    pub fn add(&mut self, other: &ManaPool) {
        for t in ManaType::ALL {
            *self.get_mut(t) = self.get(t).saturating_add(other.get(t));
        }
    }
    pub fn total(&self) -> u32 {
        ManaType::ALL.iter().fold(0u32, |a, t| a.saturating_add(self.get(*t)))
    }
    /// This mana `n` times ("for each", 106.4).
    pub fn times(&self, n: u32) -> ManaPool {
        let mut out = ManaPool::default();
        for t in ManaType::ALL {
            *out.get_mut(t) = self.get(t).saturating_mul(n);
        }
        out
    }
    pub fn is_empty(&self) -> bool {
        self.total() == 0
    }
    /// Parse a mana string such as "{G}{G}" or "BBB" into an amount of mana.
    /// Generic numbers are read as colourless mana.
    pub fn parse(s: &str) -> Result<ManaPool, String> {
        let cost = ManaCost::parse(s)?;
        if cost.x > 0 || !cost.hybrid.is_empty() {
            return Err(format!("'{s}' is not an amount of mana (it has X or hybrid symbols)"));
        }
        let mut p = cost.colored;
        p.colorless = p.colorless.saturating_add(cost.generic);
        Ok(p)
    }
}

impl fmt::Display for ManaPool {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.is_empty() {
            return write!(f, "nothing");
        }
        for t in ManaType::ALL {
            // A large amount (mana is bounded only by limits::MAX_MANA_SYMBOL per
            // symbol) is written with its count, so the text stays short.
            if self.get(t) > 16 {
                write!(f, "{{{}}}×{}", t.symbol(), self.get(t))?;
                continue;
            }
            for _ in 0..self.get(t) {
                write!(f, "{{{}}}", t.symbol())?;
            }
        }
        Ok(())
    }
}

/// A mana cost (202): generic part, coloured symbols, hybrid symbols, X.
#[derive(Clone, Debug, PartialEq, Eq, Default, Hash)]
pub struct ManaCost {
    pub generic: u32,
    /// Coloured (and {C}) symbols, counted by type.
    pub colored: ManaPool,
    /// Hybrid symbols: each is a pair of colours, either of which pays it.
    pub hybrid: Vec<(Color, Color)>,
    /// Monocoloured hybrid symbols ({2/W}, 107.4e of the reference rules):
    /// each is paid with one mana of its colour or two generic mana, and
    /// counts 2 toward the converted mana cost (202.3).
    pub mono_hybrid: Vec<Color>,
    /// Phyrexian mana symbols ({B/P}, 107.4f of the reference rules): each is
    /// paid with one mana of its colour or 2 life, as the player chooses
    /// when the cost is paid (`paying_life`); each counts 1 toward the
    /// converted mana cost (202.3).
    pub phyrexian: Vec<Color>,
    /// How many {X} symbols.
    pub x: u32,
    /// The text as written, for display.
    pub text: String,
}

impl ManaCost {
    pub fn parse(s: &str) -> Result<ManaCost, String> {
        let mut cost = ManaCost { text: String::new(), ..Default::default() };
        let trimmed = s.trim();
        // Accept "{2}{G}" and the brace-less shorthand "2G".
        let symbols: Vec<String> = if trimmed.contains('{') {
            let mut out = Vec::new();
            let mut rest = trimmed;
            while !rest.is_empty() {
                if !rest.starts_with('{') {
                    return Err(format!("mana cost '{s}': expected '{{' at '{rest}'"));
                }
                let end = rest.find('}').ok_or_else(|| format!("mana cost '{s}': unclosed '{{'"))?;
                out.push(rest[1..end].to_string());
                rest = rest[end + 1..].trim_start();
            }
            out
        } else {
            let mut out = Vec::new();
            let mut digits = String::new();
            for ch in trimmed.chars() {
                if ch.is_ascii_digit() {
                    digits.push(ch);
                } else {
                    if !digits.is_empty() {
                        out.push(std::mem::take(&mut digits));
                    }
                    out.push(ch.to_string());
                }
            }
            if !digits.is_empty() {
                out.push(digits);
            }
            out
        };
        for sym in &symbols {
            let up = sym.to_ascii_uppercase();
            if let Ok(n) = up.parse::<u32>() {
                if n > super::limits::MAX_MANA_SYMBOL {
                    return Err(format!("mana cost '{s}': generic amount {n} is too large"));
                }
                cost.generic = cost.generic.saturating_add(n);
            } else if up == "X" {
                cost.x += 1;
            } else if up == "C" {
                cost.colored.colorless += 1;
            } else if up.len() == 1 {
                let c = Color::from_symbol(up.chars().next().unwrap())
                    .ok_or_else(|| format!("mana cost '{s}': unknown symbol '{{{sym}}}'"))?;
                *cost.colored.get_mut(ManaType::of_color(c)) += 1;
            } else if let Some((a, b)) = up.split_once('/') {
                let ca = a.chars().next().and_then(Color::from_symbol);
                let cb = b.chars().next().and_then(Color::from_symbol);
                match (ca, cb, a.len(), b.len()) {
                    (Some(x), Some(y), 1, 1) => cost.hybrid.push((x, y)),
                    (None, Some(y), 1, 1) if a == "2" => cost.mono_hybrid.push(y),
                    (Some(x), None, 1, 1) if b == "P" => cost.phyrexian.push(x),
                    _ => return Err(format!("mana cost '{s}': unknown hybrid symbol '{{{sym}}}'")),
                }
            } else {
                return Err(format!("mana cost '{s}': unknown symbol '{{{sym}}}'"));
            }
        }
        cost.text = symbols.iter().map(|s| format!("{{{}}}", s.to_ascii_uppercase())).collect();
        Ok(cost)
    }

    /// This cost and another paid together (117.8: an additional cost such as
    /// kicker adds to the total cost, 601.2e).
    pub fn plus(&self, other: &ManaCost) -> ManaCost {
        let mut colored = self.colored;
        colored.add(&other.colored);
        let mut sum = ManaCost {
            generic: self.generic.saturating_add(other.generic),
            colored,
            hybrid: self.hybrid.iter().chain(&other.hybrid).copied().collect(),
            mono_hybrid: self.mono_hybrid.iter().chain(&other.mono_hybrid).copied().collect(),
            phyrexian: self.phyrexian.iter().chain(&other.phyrexian).copied().collect(),
            x: self.x.saturating_add(other.x),
            text: String::new(),
        };
        // Written as one cost ({4}{R}, not {2}{R}{2}).
        sum.text = sum.written();
        sum
    }

    /// 117.7: this cost reduced by `r`. Generic mana reduces only the generic
    /// part (117.7a); each coloured or {C} symbol reduces a symbol of its type
    /// where the cost has one, else a hybrid symbol of that colour, else one
    /// generic mana (117.7b–d). Nothing goes below nothing; a cost reduced to
    /// nothing is {0} (117.7). X symbols of `r` are ignored (a reduction is
    /// written without them).
    pub fn reduced_by(&self, r: &ManaCost) -> ManaCost {
        let mut out = self.clone();
        let mut generic = r.generic;
        for t in ManaType::ALL {
            for _ in 0..r.colored.get(t) {
                if out.colored.get(t) > 0 {
                    *out.colored.get_mut(t) -= 1;
                } else if let Some(i) = out.hybrid.iter().position(|(a, b)| t != ManaType::Colorless && (ManaType::of_color(*a) == t || ManaType::of_color(*b) == t)) {
                    out.hybrid.remove(i);
                } else if let Some(i) = out.phyrexian.iter().position(|c| t != ManaType::Colorless && ManaType::of_color(*c) == t) {
                    out.phyrexian.remove(i);
                } else {
                    generic = generic.saturating_add(1);
                }
            }
        }
        out.generic = out.generic.saturating_sub(generic);
        out.text = out.written();
        out
    }

    /// The cost written out in the usual order ({X}, generic, {C}, hybrid,
    /// then W U B R G); "{0}" for a cost of nothing. A symbol repeated more
    /// than 20 times is written once with its count ("{R}×40").
    pub fn written(&self) -> String {
        fn rep(s: &mut String, sym: &str, n: u32) {
            if n > 20 {
                s.push_str(&format!("{sym}×{n}"));
            } else {
                s.push_str(&sym.repeat(n as usize));
            }
        }
        let mut s = String::new();
        rep(&mut s, "{X}", self.x);
        if self.generic > 0 {
            s.push_str(&format!("{{{}}}", self.generic));
        }
        rep(&mut s, "{C}", self.colored.colorless);
        for (a, b) in &self.hybrid {
            s.push_str(&format!("{{{}/{}}}", a.symbol(), b.symbol()));
        }
        for c in &self.mono_hybrid {
            s.push_str(&format!("{{2/{}}}", c.symbol()));
        }
        for c in &self.phyrexian {
            s.push_str(&format!("{{{}/P}}", c.symbol()));
        }
        for c in Color::ALL {
            rep(&mut s, &format!("{{{}}}", c.symbol()), self.colored.get(ManaType::of_color(c)));
        }
        if s.is_empty() {
            s.push_str("{0}");
        }
        s
    }

    /// This cost paid `n` times ("{1} more for each artifact", "its upkeep
    /// cost for each age counter"): X and hybrid symbols are left out (a cost
    /// taken many times is an amount of mana).
    pub fn times(&self, n: u32) -> ManaCost {
        let mut colored = ManaPool::default();
        for t in ManaType::ALL {
            *colored.get_mut(t) = self.colored.get(t).saturating_mul(n);
        }
        let mut out = ManaCost { generic: self.generic.saturating_mul(n), colored, hybrid: Vec::new(), mono_hybrid: Vec::new(), phyrexian: Vec::new(), x: 0, text: String::new() };
        out.text = out.written();
        out
    }

    /// This cost with X fixed at `x` (107.3: each {X} is that much generic
    /// mana); the same cost when it has no X.
    pub fn with_x(&self, x: u32) -> ManaCost {
        if self.x == 0 {
            return self.clone();
        }
        let mut out = ManaCost { generic: self.generic.saturating_add(x.saturating_mul(self.x)), x: 0, ..self.clone() };
        out.text = out.written();
        out
    }

    /// 107.4f, 601.2h: this cost with `n` of its Phyrexian symbols (the
    /// first ones) paid with 2 life each and the rest paid with mana of
    /// their colour: the mana left to pay, and the life. None when the cost
    /// has fewer than `n` Phyrexian symbols.
    pub fn paying_life(&self, n: u32) -> Option<(ManaCost, i32)> {
        let n = usize::try_from(n).ok().filter(|n| *n <= self.phyrexian.len())?;
        if self.phyrexian.is_empty() {
            return Some((self.clone(), 0));
        }
        let mut out = ManaCost { phyrexian: Vec::new(), ..self.clone() };
        for c in &self.phyrexian[n..] {
            *out.colored.get_mut(ManaType::of_color(*c)) += 1;
        }
        out.text = out.written();
        Some((out, i32::try_from(n).unwrap_or(i32::MAX).saturating_mul(2)))
    }

    /// 202.3: converted mana cost (X counts as 0 outside the stack).
    pub fn converted(&self) -> u32 {
        let mono = (super::limits::clamp_i32(self.mono_hybrid.len()) as u32).saturating_mul(2);
        let phyrexian = super::limits::clamp_i32(self.phyrexian.len()) as u32;
        self.generic.saturating_add(self.colored.total()).saturating_add(super::limits::clamp_i32(self.hybrid.len()) as u32).saturating_add(mono).saturating_add(phyrexian)
    }

    /// 202.2: the colours of the symbols in the cost.
    pub fn colors(&self) -> ColorSet {
        let mut set = ColorSet::empty();
        for c in Color::ALL {
            if self.colored.get(ManaType::of_color(c)) > 0 {
                set.insert(c);
            }
        }
        for (a, b) in &self.hybrid {
            set.insert(*a);
            set.insert(*b);
        }
        for c in self.mono_hybrid.iter().chain(&self.phyrexian) {
            set.insert(*c);
        }
        set
    }
}

impl Serialize for ManaCost {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(&self.text)
    }
}
impl<'de> Deserialize<'de> for ManaCost {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let s = String::deserialize(d)?;
        ManaCost::parse(&s).map_err(serde::de::Error::custom)
    }
}

/// An amount of mana written as mana symbols ("{G}{G}", "{2}", "{C}"), as an
/// ability that adds mana says it (106.1): read into a pool once, when the
/// card is read (a malformed symbol is an error then, naming it), and
/// written back as it was written.
#[derive(Clone, Debug, PartialEq, Eq, Default, Hash)]
pub struct ManaAmount {
    pub pool: ManaPool,
    pub text: String,
}

impl ManaAmount {
    pub fn parse(s: &str) -> Result<ManaAmount, String> {
        let pool = ManaPool::parse(s).map_err(|e| format!("mana {}", e.trim_start_matches("mana cost ")))?;
        Ok(ManaAmount { pool, text: s.to_string() })
    }
}

impl Serialize for ManaAmount {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(&self.text)
    }
}
impl<'de> Deserialize<'de> for ManaAmount {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let s = String::deserialize(d)?;
        ManaAmount::parse(&s).map_err(serde::de::Error::custom)
    }
}

/// The zones of the game (400.1). Library, hand and graveyard belong to a player.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", tag = "zone", content = "player")]
#[cfg_attr(test, derive(ts_rs::TS))]
pub enum Zone {
    Library(PlayerId),
    Hand(PlayerId),
    Battlefield,
    Graveyard(PlayerId),
    Stack,
    Exile,
    Command,
}

impl Zone {
    /// 400.2: public zones.
    pub fn is_public(self) -> bool {
        !matches!(self, Zone::Library(_) | Zone::Hand(_))
    }
    pub fn name(self) -> &'static str {
        match self {
            Zone::Library(_) => "library",
            Zone::Hand(_) => "hand",
            Zone::Battlefield => "battlefield",
            Zone::Graveyard(_) => "graveyard",
            Zone::Stack => "stack",
            Zone::Exile => "exile",
            Zone::Command => "command zone",
        }
    }
}

/// Phases and steps of a turn (500.1).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
#[cfg_attr(test, derive(ts_rs::TS))]
pub enum Step {
    Untap,
    Upkeep,
    Draw,
    PrecombatMain,
    BeginningOfCombat,
    DeclareAttackers,
    DeclareBlockers,
    FirstStrikeDamage,
    CombatDamage,
    EndOfCombat,
    PostcombatMain,
    End,
    Cleanup,
}

impl Step {
    pub fn next(self) -> Option<Step> {
        use Step::*;
        Some(match self {
            Untap => Upkeep,
            Upkeep => Draw,
            Draw => PrecombatMain,
            PrecombatMain => BeginningOfCombat,
            BeginningOfCombat => DeclareAttackers,
            DeclareAttackers => DeclareBlockers,
            DeclareBlockers => FirstStrikeDamage,
            FirstStrikeDamage => CombatDamage,
            CombatDamage => EndOfCombat,
            EndOfCombat => PostcombatMain,
            PostcombatMain => End,
            End => Cleanup,
            Cleanup => return None,
        })
    }
    pub fn is_main(self) -> bool {
        matches!(self, Step::PrecombatMain | Step::PostcombatMain)
    }
    /// The rule that describes this step.
    pub fn rule(self) -> &'static str {
        use Step::*;
        match self {
            Untap => "502",
            Upkeep => "503",
            Draw => "504",
            PrecombatMain | PostcombatMain => "505",
            BeginningOfCombat => "507",
            DeclareAttackers => "508",
            DeclareBlockers => "509",
            FirstStrikeDamage | CombatDamage => "510",
            EndOfCombat => "511",
            End => "513",
            Cleanup => "514",
        }
    }
    pub fn label(self) -> &'static str {
        use Step::*;
        match self {
            Untap => "untap step",
            Upkeep => "upkeep",
            Draw => "draw step",
            PrecombatMain => "precombat main phase",
            BeginningOfCombat => "beginning of combat",
            DeclareAttackers => "declare attackers step",
            DeclareBlockers => "declare blockers step",
            FirstStrikeDamage => "first-strike combat damage step",
            CombatDamage => "combat damage step",
            EndOfCombat => "end of combat step",
            PostcombatMain => "postcombat main phase",
            End => "end step",
            Cleanup => "cleanup step",
        }
    }
}

/// The phases of a turn (500.1), each the steps it is made of (a main phase
/// has no steps: here it is its own one `Step`, 505.1).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
#[cfg_attr(test, derive(ts_rs::TS))]
pub enum Phase {
    /// 501.1: untap, upkeep and draw steps.
    Beginning,
    /// 505.1: the first main phase.
    PrecombatMain,
    /// 506.1: beginning of combat, declare attackers, declare blockers,
    /// combat damage and end of combat steps.
    Combat,
    /// 505.1: the second main phase.
    PostcombatMain,
    /// 512.1: end and cleanup steps.
    Ending,
}

impl Phase {
    pub const ALL: [Phase; 5] = [Phase::Beginning, Phase::PrecombatMain, Phase::Combat, Phase::PostcombatMain, Phase::Ending];

    /// The steps of the phase, in order.
    pub fn steps(self) -> &'static [Step] {
        use Step::*;
        match self {
            Phase::Beginning => &[Untap, Upkeep, Draw],
            Phase::PrecombatMain => &[PrecombatMain],
            Phase::Combat => &[BeginningOfCombat, DeclareAttackers, DeclareBlockers, FirstStrikeDamage, CombatDamage, EndOfCombat],
            Phase::PostcombatMain => &[PostcombatMain],
            Phase::Ending => &[End, Cleanup],
        }
    }

    pub fn label(self) -> &'static str {
        match self {
            Phase::Beginning => "beginning phase",
            Phase::PrecombatMain => "precombat main phase",
            Phase::Combat => "combat phase",
            Phase::PostcombatMain => "postcombat main phase",
            Phase::Ending => "ending phase",
        }
    }
}

/// Keyword abilities this engine knows (702).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
#[cfg_attr(test, derive(ts_rs::TS))]
pub enum Keyword {
    Deathtouch,
    Defender,
    DoubleStrike,
    FirstStrike,
    Flying,
    Haste,
    Infect,
    Lifelink,
    Reach,
    Trample,
    Vigilance,
    Swampwalk,
    Forestwalk,
    Islandwalk,
    Mountainwalk,
    Plainswalk,
    Shroud,
    Hexproof,
    ProtectionFromBlack,
    ProtectionFromRed,
    ProtectionFromWhite,
    ProtectionFromBlue,
    ProtectionFromGreen,
    /// 702.12: rules and effects that say "destroy" don't destroy it; lethal damage doesn't either.
    Indestructible,
    /// 702.8: may be cast any time its controller could cast an instant.
    Flash,
    /// 702.16: protection from a card type (a quality of the source).
    ProtectionFromArtifacts,
    ProtectionFromCreatures,
    ProtectionFromEnchantments,
    ProtectionFromInstants,
    ProtectionFromSorceries,
    ProtectionFromLands,
    ProtectionFromPlaneswalkers,
    /// 702.16j (reference): protection from everything.
    ProtectionFromEverything,
    /// 702.79: damage it deals to creatures is -1/-1 counters.
    Wither,
    /// 702.13: blocked only by artifact creatures and creatures that share a colour with it.
    Intimidate,
    /// 702.35: blocked only by artifact creatures and black creatures.
    Fear,
    /// 702.27: blocks and is blocked only by creatures with shadow.
    Shadow,
    /// 702.30: blocked only by creatures with horsemanship.
    Horsemanship,
    /// 702.110b (2017 rules; the cards' current wording): can't be blocked
    /// except by two or more creatures (checked on the whole declaration).
    Menace,
    /// 702.78: a triggered ability the card stands for (see `CardDef::keyword_abilities`).
    Persist,
    /// 702.54a (reference rules): a triggered ability the card stands for:
    /// as a permanent is put into a graveyard from the battlefield, or as an
    /// instant or sorcery is put into a graveyard as it resolves, the card is
    /// exiled haunting target creature (see `CardDef::keyword_abilities`).
    Haunt,
    /// 702.82: a triggered ability the card stands for (see `CardDef::keyword_abilities`).
    Exalted,
    /// 702.90a (702.91a in later rules): a triggered ability the card stands
    /// for: as this Equipment enters, a 0/0 black Germ creature token, then
    /// this attached to it (see `triggered_keyword_ability`).
    LivingWeapon,
    /// 702.24: a triggered ability the card stands for (see `CardDef::keyword_abilities`).
    Flanking,
    /// 702.38a: a triggered ability the card stands for: whenever this
    /// creature attacks, its controller may have target creature defending
    /// player controls block it this combat if able, and untap that creature
    /// (see `triggered_keyword_ability`).
    Provoke,
    /// 702.60a: while this spell is on the stack, players can't cast other
    /// spells or activate abilities that aren't mana abilities.
    SplitSecond,
    /// 702.38a: "When you cast this spell, copy it for each spell cast before
    /// it this turn. You may choose new targets for the copies." (a triggered
    /// ability of the spell, `Game::storm_trigger`).
    Storm,
    /// 702.83a: "When you cast this spell, exile cards from the top of your
    /// library until you exile a nonland card that costs less; you may cast
    /// it without paying its mana cost; the rest go on the bottom in a random
    /// order" (a triggered ability of the spell, `Game::cascade_triggers`).
    Cascade,
    /// 702.86a: cast from its owner's hand, the spell is exiled as it
    /// resolves, and may be cast from exile without paying its mana cost at
    /// the beginning of its controller's next upkeep (`resolution.rs` `rebound`).
    Rebound,
    /// 702.87a (702.88a in later rules), on an Aura: if the enchanted
    /// permanent would be destroyed, instead all damage is removed from it
    /// and this Aura is destroyed (`replacement.rs` `replace_destruction`).
    TotemArmor,
    /// 702.42a (702.43a in later rules): entering from the stack, it gets a
    /// counter for each colour of mana spent to cast it (+1/+1 counters as a
    /// creature, charge counters otherwise; `replacement.rs` `sunburst`).
    Sunburst,
    /// 702.49a (702.50a in later rules): each creature its caster taps while
    /// casting it pays {1} or one mana of that creature's colour
    /// (`convoke.rs`; the creatures are named in the cast action's `tap`).
    Convoke,
    /// 702.64a (702.65a in later rules): each card its caster exiles from
    /// their graveyard while casting it pays {1} of its total cost's generic
    /// mana (`convoke.rs`; the cards are named in the cast action's `exile`).
    Delve,
    /// 702.79a (702.80a in later rules): the card may be cast from its
    /// owner's graveyard by discarding a land card in addition to its other
    /// costs (`AlternativeCost::Retrace` names that way of casting).
    Retrace,
    /// 702.76a (702.77a in later rules): as this spell is cast, its caster
    /// may tap two untapped creatures they control that share a colour with
    /// it (an additional cost); when they do, the spell is copied and the
    /// copy may have new targets (`conspire.rs`; the creatures are named in
    /// the cast action's `tap`).
    Conspire,
    /// 702.72a (reference): a characteristic-defining ability: the object is
    /// every creature type, in every zone (604.3). Read from the object's
    /// copiable values (`layers::base_chars`), before any layer-4 effect.
    Changeling,
    /// 702.25a: before its controller untaps during each of their untap
    /// steps, it phases out, or in if it is phased out (`rules::phasing`).
    Phasing,
    /// 702.20a: attacks in a band with other creatures with banding and up
    /// to one without (`rules::banding`); its controller divides the combat
    /// damage dealt to creatures of theirs it blocks or is blocked with.
    Banding,
    /// 702.114a (reference): a characteristic-defining ability: the object
    /// is colorless, in every zone (604.3). Read from the object's copiable
    /// values (`layers::base_chars`), before any layer-5 effect.
    Devoid,
    /// 702.107a (reference): "Whenever you cast a noncreature spell, this
    /// creature gets +1/+1 until end of turn" (see `triggered_keyword_ability`).
    Prowess,
    /// 702.16a: protection from a creature type ("protection from Goblins"):
    /// from every source that has it (a changeling has them all, 702.72a).
    ProtectionFromCreatureType(#[cfg_attr(test, ts(type = "string"))] CreatureType),
    /// 702.16a: protection from multicolored sources (two or more colours, 105.2b).
    ProtectionFromMulticolored,
    /// 702.16a: protection from monocolored sources (exactly one colour, 105.2a).
    ProtectionFromMonocolored,
}

/// A creature type (205.3m) as a small copyable value: its place in
/// `rules::choices::CREATURE_TYPES`, written and read as its name ("Goblin").
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct CreatureType(u16);

impl CreatureType {
    pub fn named(name: &str) -> Option<CreatureType> {
        let i = super::choices::CREATURE_TYPES.binary_search(&name).ok()?;
        u16::try_from(i).ok().map(CreatureType)
    }
    pub fn name(self) -> &'static str {
        super::choices::CREATURE_TYPES.get(self.0 as usize).copied().unwrap_or("")
    }
    /// Every creature type, in order.
    pub fn all() -> impl Iterator<Item = CreatureType> {
        (0..super::choices::CREATURE_TYPES.len()).filter_map(|i| u16::try_from(i).ok().map(CreatureType))
    }
}

impl Serialize for CreatureType {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(self.name())
    }
}

impl<'de> Deserialize<'de> for CreatureType {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let name = String::deserialize(d)?;
        CreatureType::named(&name).ok_or_else(|| serde::de::Error::custom(format!("'{}' is not a creature type (205.3m)", name.chars().take(40).collect::<String>())))
    }
}

/// "protection from Goblins": each creature type's protection as written.
fn creature_type_protection_label(t: CreatureType) -> &'static str {
    static LABELS: std::sync::OnceLock<Vec<String>> = std::sync::OnceLock::new();
    let labels = LABELS.get_or_init(|| CreatureType::all().map(|t| format!("protection from {}", super::choices::subtype_plural(t.name()))).collect());
    labels.get(t.0 as usize).map(String::as_str).unwrap_or("protection")
}

impl Keyword {
    /// How the keyword is written on a card ("protection from black", "first strike").
    pub fn label(self) -> &'static str {
        match self {
            Keyword::Deathtouch => "deathtouch",
            Keyword::Defender => "defender",
            Keyword::DoubleStrike => "double strike",
            Keyword::FirstStrike => "first strike",
            Keyword::Flying => "flying",
            Keyword::Haste => "haste",
            Keyword::Infect => "infect",
            Keyword::Lifelink => "lifelink",
            Keyword::Reach => "reach",
            Keyword::Trample => "trample",
            Keyword::Vigilance => "vigilance",
            Keyword::Swampwalk => "swampwalk",
            Keyword::Forestwalk => "forestwalk",
            Keyword::Islandwalk => "islandwalk",
            Keyword::Mountainwalk => "mountainwalk",
            Keyword::Plainswalk => "plainswalk",
            Keyword::Shroud => "shroud",
            Keyword::Hexproof => "hexproof",
            Keyword::ProtectionFromBlack => "protection from black",
            Keyword::ProtectionFromRed => "protection from red",
            Keyword::ProtectionFromWhite => "protection from white",
            Keyword::ProtectionFromBlue => "protection from blue",
            Keyword::ProtectionFromGreen => "protection from green",
            Keyword::Indestructible => "indestructible",
            Keyword::Flash => "flash",
            Keyword::SplitSecond => "split second",
            Keyword::ProtectionFromArtifacts => "protection from artifacts",
            Keyword::ProtectionFromCreatures => "protection from creatures",
            Keyword::ProtectionFromEnchantments => "protection from enchantments",
            Keyword::ProtectionFromInstants => "protection from instants",
            Keyword::ProtectionFromSorceries => "protection from sorceries",
            Keyword::ProtectionFromLands => "protection from lands",
            Keyword::ProtectionFromPlaneswalkers => "protection from planeswalkers",
            Keyword::ProtectionFromEverything => "protection from everything",
            Keyword::Wither => "wither",
            Keyword::Intimidate => "intimidate",
            Keyword::Fear => "fear",
            Keyword::Shadow => "shadow",
            Keyword::Horsemanship => "horsemanship",
            Keyword::Menace => "menace",
            Keyword::Persist => "persist",
            Keyword::Haunt => "haunt",
            Keyword::Exalted => "exalted",
            Keyword::LivingWeapon => "living weapon",
            Keyword::Flanking => "flanking",
            Keyword::Provoke => "provoke",
            Keyword::Storm => "storm",
            Keyword::Cascade => "cascade",
            Keyword::Rebound => "rebound",
            Keyword::TotemArmor => "totem armor",
            Keyword::Sunburst => "sunburst",
            Keyword::Convoke => "convoke",
            Keyword::Delve => "delve",
            Keyword::Retrace => "retrace",
            Keyword::Conspire => "conspire",
            Keyword::Changeling => "changeling",
            Keyword::Phasing => "phasing",
            Keyword::Banding => "banding",
            Keyword::Devoid => "devoid",
            Keyword::Prowess => "prowess",
            Keyword::ProtectionFromCreatureType(t) => creature_type_protection_label(t),
            Keyword::ProtectionFromMulticolored => "protection from multicolored",
            Keyword::ProtectionFromMonocolored => "protection from monocolored",
        }
    }
    /// Is this a protection (702.16)?
    pub fn is_protection(self) -> bool {
        self.protection_color().is_some() || self.protection_type().is_some() || matches!(self, Keyword::ProtectionFromEverything | Keyword::ProtectionFromCreatureType(_) | Keyword::ProtectionFromMulticolored | Keyword::ProtectionFromMonocolored)
    }
    /// The keyword "protection from [colour]" (702.16a).
    pub fn protection_from_color(c: Color) -> Keyword {
        match c {
            Color::White => Keyword::ProtectionFromWhite,
            Color::Blue => Keyword::ProtectionFromBlue,
            Color::Black => Keyword::ProtectionFromBlack,
            Color::Red => Keyword::ProtectionFromRed,
            Color::Green => Keyword::ProtectionFromGreen,
        }
    }
    pub fn protection_color(self) -> Option<Color> {
        Some(match self {
            Keyword::ProtectionFromBlack => Color::Black,
            Keyword::ProtectionFromRed => Color::Red,
            Keyword::ProtectionFromWhite => Color::White,
            Keyword::ProtectionFromBlue => Color::Blue,
            Keyword::ProtectionFromGreen => Color::Green,
            _ => return None,
        })
    }
    /// The card type a "protection from [card type]" keyword names.
    pub fn protection_type(self) -> Option<CardType> {
        Some(match self {
            Keyword::ProtectionFromArtifacts => CardType::Artifact,
            Keyword::ProtectionFromCreatures => CardType::Creature,
            Keyword::ProtectionFromEnchantments => CardType::Enchantment,
            Keyword::ProtectionFromInstants => CardType::Instant,
            Keyword::ProtectionFromSorceries => CardType::Sorcery,
            Keyword::ProtectionFromLands => CardType::Land,
            Keyword::ProtectionFromPlaneswalkers => CardType::Planeswalker,
            _ => return None,
        })
    }
    /// 702.16a: does this keyword give protection from a source with these
    /// colours, card types and subtypes (`has_subtype`)? (A colour, a card
    /// type, a creature type, multicolored or monocolored, or everything.)
    pub fn protects_from(self, colors: ColorSet, types: &[CardType], has_subtype: impl Fn(&str) -> bool) -> bool {
        match self {
            Keyword::ProtectionFromEverything => return true,
            Keyword::ProtectionFromCreatureType(t) => return has_subtype(t.name()),
            Keyword::ProtectionFromMulticolored => return colors.iter().count() >= 2,
            Keyword::ProtectionFromMonocolored => return colors.iter().count() == 1,
            _ => {}
        }
        if let Some(c) = self.protection_color() {
            return colors.contains(c);
        }
        if let Some(t) = self.protection_type() {
            return types.contains(&t);
        }
        false
    }
    pub fn landwalk_type(self) -> Option<&'static str> {
        Some(match self {
            Keyword::Swampwalk => "Swamp",
            Keyword::Forestwalk => "Forest",
            Keyword::Islandwalk => "Island",
            Keyword::Mountainwalk => "Mountain",
            Keyword::Plainswalk => "Plains",
            _ => return None,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_costs() {
        let c = ManaCost::parse("{2}{G}{G}").unwrap();
        assert_eq!(c.generic, 2);
        assert_eq!(c.colored.green, 2);
        assert_eq!(c.converted(), 4);
        let c = ManaCost::parse("XR").unwrap();
        assert_eq!(c.x, 1);
        assert_eq!(c.text, "{X}{R}");
        let c = ManaCost::parse("{B/R}").unwrap();
        assert_eq!(c.hybrid, vec![(Color::Black, Color::Red)]);
        assert!(ManaCost::parse("{Q}").is_err());
        assert!(ManaCost::parse("{2").is_err());
    }
}
