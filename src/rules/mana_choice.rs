//! Mana of a chosen colour (106.3, 608.2d, 605.3b): "add one mana of any
//! color", "three mana of any one color", "two mana in any combination of
//! colors", "X mana in any combination of {R} and/or {G}".
//!
//! What a mana ability adds is read here as a fixed part (its `add_mana`
//! instructions) and at most one chosen part (`add_mana_of_choice`). A mana
//! ability resolves as soon as it is activated (605.3b), so its colours are
//! named with the activation (the action's `adds`, or a mana activation's
//! `adds` when it pays a cost); auto-pay names them to fit the cost. A spell
//! or another ability asks its controller as it resolves (the decision
//! `choose_mana`).

use super::mana::mana_text;
use super::state::Game;
use super::types::*;
use crate::cards::def::Effect;

/// The chosen part of what a spell or ability adds: how much, of which
/// colours, and whether all of it must be one colour.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ManaChoice {
    pub amount: u32,
    pub colors: ColorSet,
    pub one_color: bool,
}

/// What a mana ability adds: its fixed mana and its chosen part, if any.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct ManaOutput {
    pub fixed: ManaPool,
    pub choice: Option<ManaChoice>,
    /// Its colours depend on other permanents (106.7: "that a land an
    /// opponent controls could produce"), so they may change without it.
    pub board_dependent: bool,
    /// The mana of its "for each" instructions, once ("Add {G} for each
    /// creature you control"): the types it adds whenever the count is not
    /// 0, which the mana-source index files it under even while it is.
    pub counted: ManaPool,
}

impl ManaChoice {
    /// 608.2d: is `chosen` one of the ways to choose? (Exactly the amount,
    /// of the allowed colours only, one colour where it must be.)
    pub fn check(&self, chosen: &ManaPool) -> Result<(), String> {
        if chosen.colorless > 0 {
            return Err(format!("{} is not coloured mana: the mana is of {}", mana_text(chosen), self.describe()));
        }
        if chosen.total() != self.amount {
            return Err(format!("{} is {} mana, and the ability adds {}", mana_text(chosen), chosen.total(), self.amount));
        }
        let used: Vec<Color> = Color::ALL.into_iter().filter(|c| chosen.get(ManaType::of_color(*c)) > 0).collect();
        if let Some(c) = used.iter().find(|c| !self.colors.contains(**c)) {
            return Err(format!("{c:?} is not one of the colours it can add ({})", self.describe()));
        }
        if self.one_color && used.len() > 1 {
            return Err(format!("{} is of more than one colour, and the mana is {}", mana_text(chosen), self.describe()));
        }
        Ok(())
    }

    /// All of it of one colour: `want` when allowed, else the first allowed
    /// colour in the order white, blue, black, red, green.
    pub fn pick(&self, want: Option<ManaType>) -> ManaPool {
        let color = Color::ALL.into_iter().find(|c| want == Some(ManaType::of_color(*c)) && self.colors.contains(*c)).or_else(|| self.colors.iter().next());
        let mut pool = ManaPool::default();
        if let Some(c) = color {
            *pool.get_mut(ManaType::of_color(c)) = self.amount;
        }
        pool
    }

    /// The choice in words: "1 mana of any color", "3 mana of any one
    /// color", "2 mana in any combination of red and/or green".
    pub fn describe(&self) -> String {
        let names = |join: &str| self.colors.iter().map(|c| format!("{c:?}").to_lowercase()).collect::<Vec<_>>().join(join);
        let all = self.colors == ColorSet::all();
        let n = self.amount;
        match (n, self.one_color, all) {
            (0 | 1, _, true) => format!("{n} mana of any color"),
            (0 | 1, _, false) => format!("{n} mana of {}", names(" or ")),
            (_, true, true) => format!("{n} mana of any one color"),
            (_, true, false) => format!("{n} mana, all {}", names(" or all ")),
            (_, false, true) => format!("{n} mana in any combination of colors"),
            (_, false, false) => format!("{n} mana in any combination of {}", names(" and/or ")),
        }
    }
}

impl ManaOutput {
    /// What it adds when `chosen` names the chosen part (checked), or, with
    /// nothing named, what auto-pay picks for `want`.
    pub fn with(&self, chosen: Option<&ManaPool>, want: Option<ManaType>) -> Result<ManaPool, String> {
        let mut made = self.fixed;
        match (&self.choice, chosen) {
            (None, None) => {}
            (None, Some(_)) => return Err("this ability adds no mana of a chosen colour: 'adds' names nothing here".into()),
            (Some(c), Some(p)) => {
                c.check(p)?;
                made.add(p);
            }
            (Some(c), None) => made.add(&c.pick(want)),
        }
        Ok(made)
    }

    /// What it adds with the chosen part named in `chosen` (checked). Where
    /// there is a choice to make (more than one colour), it must be named.
    pub fn named(&self, chosen: Option<&ManaPool>) -> Result<ManaPool, String> {
        match (self.choice, chosen) {
            (Some(c), None) if self.has_choice() => Err(format!("it adds {}: name the mana in 'adds' (608.2d)", c.describe())),
            _ => self.with(chosen, None),
        }
    }

    /// The mana types it could add in time (what the mana-source index files
    /// it under): every colour when its colours depend on other permanents.
    pub fn index_types(&self) -> Vec<ManaType> {
        if self.board_dependent {
            let mut all: Vec<ManaType> = Color::ALL.into_iter().map(ManaType::of_color).collect();
            if self.fixed.colorless > 0 {
                all.push(ManaType::Colorless);
            }
            return all;
        }
        let now: Vec<ManaType> = self.types().collect();
        ManaType::ALL.into_iter().filter(|t| now.contains(t) || self.counted.get(*t) > 0).collect()
    }

    /// The mana types it can add now.
    pub fn types(&self) -> impl Iterator<Item = ManaType> + '_ {
        ManaType::ALL.into_iter().filter(move |t| {
            self.fixed.get(*t) > 0 || self.choice.is_some_and(|c| Color::ALL.into_iter().any(|col| ManaType::of_color(col) == *t && c.colors.contains(col)))
        })
    }

    /// Does it leave a choice to its controller (more than one way to add it)?
    pub fn has_choice(&self) -> bool {
        self.choice.is_some_and(|c| c.amount > 0 && c.colors.iter().nth(1).is_some())
    }
}

impl Game {
    /// 106.7: the colours the permanents matching `f` (seen from `you`, for
    /// `source`) could produce now: what their mana abilities would add if
    /// they resolved, costs aside. An ability that asks the same of a
    /// permanent already being asked (`asking`) adds nothing for it, so two
    /// Exotic Orchards alone could produce nothing.
    pub(crate) fn could_produce(&self, f: &crate::cards::def::Filter, you: PlayerId, source: ObjectId, asking: &mut Vec<ObjectId>) -> ColorSet {
        let mut set = ColorSet::empty();
        let holders: Vec<ObjectId> = self.mana_sources.values().flatten().copied().filter(|id| !asking.contains(id) && self.matches(*id, f, you, Some(source))).collect();
        for id in holders {
            let (Some(c), Some(controller)) = (self.chars(id), self.controller_of(id)) else { continue };
            asking.push(id);
            for a in c.abilities.iter().filter(|a| a.is_mana_ability()) {
                if let crate::cards::def::Ability::Activated { effects, .. } = a {
                    let out = self.mana_output_asking(effects, controller, id, asking);
                    for t in out.types() {
                        if let Some(col) = Color::ALL.into_iter().find(|c| ManaType::of_color(*c) == t) {
                            set.insert(col);
                        }
                    }
                }
            }
            asking.pop();
            if set == ColorSet::all() {
                break;
            }
        }
        set
    }

    /// The colours an `add_mana_of_choice` instruction of `source` may add
    /// now: those it names (every colour when none), only those the
    /// permanents it names could produce (106.7), only the colour the source
    /// chose as it entered (614.12).
    pub(crate) fn mana_colours_allowed(&self, e: &Effect, you: PlayerId, source: ObjectId, asking: &mut Vec<ObjectId>) -> ColorSet {
        let Effect::AddManaOfChoice { colors, could_produce, chosen_color, .. } = e else { return ColorSet::empty() };
        let mut allowed = colour_set(colors);
        if let Some(f) = could_produce {
            allowed.0 &= self.could_produce(f, you, source, asking).0;
        }
        if *chosen_color {
            let mut only = ColorSet::empty();
            if let Some(c) = self.chosen_of(Some(source)).color {
                only.insert(c);
            }
            allowed.0 &= only.0;
        }
        allowed
    }

    /// What a mana ability's instructions add (106.3), its amounts read now
    /// for `you` and `source`.
    pub(crate) fn mana_output(&self, effects: &[Effect], you: PlayerId, source: ObjectId) -> ManaOutput {
        // (The list of sources asked about is made only for a choice of colours.)
        let mut asking = Vec::new();
        if effects.iter().any(|e| matches!(e, Effect::AddManaOfChoice { .. })) {
            asking.push(source);
        }
        self.mana_output_asking(effects, you, source, &mut asking)
    }

    /// `mana_output` while `asking` what the permanents listed could produce (106.7).
    fn mana_output_asking(&self, effects: &[Effect], you: PlayerId, source: ObjectId, asking: &mut Vec<ObjectId>) -> ManaOutput {
        let mut out = ManaOutput::default();
        for e in effects {
            match e {
                Effect::AddMana { mana, for_each, .. } => {
                    let n = for_each.as_ref().map_or(1, |a| self.condition_amount(a, you, source).clamp(0, super::limits::MAX_MANA as i32) as u32);
                    out.fixed.add(&mana.pool.times(n));
                    if for_each.is_some() {
                        out.counted.add(&mana.pool);
                    }
                }
                Effect::AddManaOfChoice { amount, one_color, could_produce, chosen_color, .. } => {
                    let n = self.condition_amount(amount, you, source).clamp(0, super::limits::MAX_MANA as i32) as u32;
                    let allowed = self.mana_colours_allowed(e, you, source, asking);
                    out.choice = Some(ManaChoice { amount: n, colors: allowed, one_color: *one_color });
                    // (The chosen colour is set as the permanent enters: filed under every colour.)
                    out.board_dependent |= could_produce.is_some() || *chosen_color;
                }
                _ => {}
            }
        }
        out
    }
}

/// The colours a choice may be: every colour when none is named.
pub fn colour_set(colors: &[Color]) -> ColorSet {
    if colors.is_empty() {
        return ColorSet::all();
    }
    let mut set = ColorSet::empty();
    for c in colors {
        set.insert(*c);
    }
    set
}

/// The fixed mana of instructions (what a mana ability adds without a
/// choice), each counted once ("for each" left out).
pub fn fixed_mana(effects: &[Effect]) -> ManaPool {
    let mut made = ManaPool::default();
    for e in effects {
        if let Effect::AddMana { mana, .. } = e {
            made.add(&mana.pool);
        }
    }
    made
}

#[cfg(test)]
mod tests {
    use super::*;

    fn choice(amount: u32, colors: &[Color], one_color: bool) -> ManaChoice {
        ManaChoice { amount, colors: colour_set(colors), one_color }
    }

    #[test]
    fn r608_2d_a_chosen_mana_is_checked_against_the_choice() {
        let any = choice(1, &[], false);
        assert!(any.check(&ManaPool { green: 1, ..Default::default() }).is_ok());
        assert!(any.check(&ManaPool { colorless: 1, ..Default::default() }).is_err());
        assert!(any.check(&ManaPool { green: 2, ..Default::default() }).is_err());
        let one = choice(3, &[], true);
        assert!(one.check(&ManaPool { red: 3, ..Default::default() }).is_ok());
        assert!(one.check(&ManaPool { red: 2, green: 1, ..Default::default() }).is_err());
        let combo = choice(2, &[Color::Red, Color::Green], false);
        assert!(combo.check(&ManaPool { red: 1, green: 1, ..Default::default() }).is_ok());
        assert!(combo.check(&ManaPool { white: 1, green: 1, ..Default::default() }).is_err());
        assert_eq!(combo.pick(Some(ManaType::Blue)), ManaPool { red: 2, ..Default::default() });
        assert_eq!(combo.pick(Some(ManaType::Green)), ManaPool { green: 2, ..Default::default() });
        assert_eq!(any.describe(), "1 mana of any color");
        assert_eq!(one.describe(), "3 mana of any one color");
        assert_eq!(combo.describe(), "2 mana in any combination of red and/or green");
        assert_eq!(choice(2, &[Color::White, Color::Blue], true).describe(), "2 mana, all white or all blue");
    }
}
