//! The declarative card format. A card is data: characteristics plus a list
//! of abilities written in a small vocabulary of costs, targets, effects,
//! conditions and keywords. `docs/cards.md` documents every field.

use crate::rules::types::*;
use serde::{Deserialize, Serialize};

/// A card definition (or a token definition).
#[derive(Clone, Debug, PartialEq, Default, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct CardDef {
    pub name: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub mana_cost: Option<ManaCost>,
    /// Colour indicator or explicit colours; when absent, colours come from the mana cost (202.2).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub colors: Option<ColorSet>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub supertypes: Vec<Supertype>,
    pub types: Vec<CardType>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub subtypes: Vec<String>,
    #[serde(default)]
    pub text: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub power: Option<i32>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub toughness: Option<i32>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub loyalty: Option<i32>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub keywords: Vec<Keyword>,
    /// What an instant or sorcery does when it resolves.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub spell: Option<SpellAbility>,
    /// For Auras: what the Aura can enchant (702.5).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub enchant: Option<TargetSpec>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub abilities: Vec<Ability>,
    /// Counters this permanent enters the battlefield with (a static ability,
    /// 614.1c), each count read as it enters, from the permanent ("for each
    /// time it was kicked": `{"count": "times_kicked"}`).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub enters_with_counters: Vec<EnteringCounters>,
    /// "You may have this enter the battlefield as a copy of ..." (Clone, 706).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub enters_as_copy: Option<Filter>,
    /// "As this enters the battlefield, choose ..." (614.12): the controller
    /// chooses as the permanent enters, in this order; its abilities read the
    /// answers as "the chosen ..." (`Choose`). Not on lands.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub as_enters_choose: Vec<Choice>,
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub enters_tapped: bool,
    /// "If [this] is in your opening hand, you may begin the game with it on
    /// the battlefield" (103.5a of the reference rules: once the opening hands
    /// are kept, each player in turn order, the starting player first, may put
    /// such cards onto the battlefield; `rules::opening_hand`).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub begins_on_battlefield: bool,
    /// "[This] enters the battlefield tapped unless [condition]" (614.1c):
    /// the condition is read as it enters, from its controller (the check
    /// lands' "unless you control a Mountain or a Plains").
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub enters_tapped_unless: Option<Condition>,
    /// "As [this] enters the battlefield, you may [pay 2 life / reveal a
    /// Giant card from your hand]. If you don't, [this] enters the
    /// battlefield tapped." (614.12): its controller chooses as it enters.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub enters_tapped_unless_paid: Option<EntryPayment>,
    /// 702.28a: "Cycling [cost]": "[cost], Discard this card: Draw a card", an
    /// activated ability that works only while the card is in its owner's hand.
    /// The engine adds it after the printed abilities (see `CardDef::keyword_abilities`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub cycling: Option<ManaCost>,
    /// 702.28e: landcycling, "[Type]cycling [cost]" ("Swampcycling {2}",
    /// "Basic landcycling {1}{B}"): "[cost], Discard this card: Search your
    /// library for a [type] card, reveal it, and put it into your hand. Then
    /// shuffle your library." One ability each, after the printed abilities.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub landcycling: Vec<Landcycling>,
    /// 702.73a: "Evoke [cost]": the spell may be cast for this alternative cost
    /// (117.9, 601.2b); the permanent then has "When this enters the battlefield,
    /// if its evoke cost was paid, its controller sacrifices it" (added by the engine).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub evoke: Option<ManaCost>,
    /// 702.33a: "Flashback [cost]": the card may be cast from its owner's
    /// graveyard for this alternative cost (117.9, 601.2b), and is exiled
    /// instead of going anywhere else whenever it would leave the stack.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub flashback: Option<ManaCost>,
    /// 702.33a: a flashback cost that isn't mana ("Flashback—Tap three
    /// untapped white creatures you control."): its parts take objects or
    /// life, paid as the spell is cast from the graveyard.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub flashback_cost: Option<Cost>,
    /// 702.34a: "Madness [cost]": while the card is in a hand, discarding it
    /// exiles it instead of putting it into the graveyard (it is still
    /// discarded), and then "When this card is exiled this way, its owner may
    /// cast it by paying [cost] rather than its mana cost; if that player
    /// doesn't, he or she puts it into his or her graveyard" (added by the engine).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub madness: Option<ManaCost>,
    /// 702.32a: "Kicker [cost]": an optional additional cost (117.8) the
    /// caster may pay as the spell is cast; its effects and its permanent's
    /// abilities can ask whether it was paid (the condition `kicked`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub kicker: Option<ManaCost>,
    /// 702.32a: a kicker cost that isn't mana ("Kicker—Sacrifice two lands"):
    /// its parts take objects or life, paid with the spell's additional cost
    /// when it is kicked.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub kicker_cost: Option<Cost>,
    /// 702.32c: "Multikicker [cost]": the kicker cost may be paid any number
    /// of times as the spell is cast (the action's `multikicker`: how many);
    /// the amount `times_kicked` reads how many, the condition `kicked`
    /// whether it was at least once. Not with `kicker`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub multikicker: Option<ManaCost>,
    /// 117.8, 601.2b: "As an additional cost to cast this spell, [cost]": a
    /// mandatory cost paid with the mana cost, of the parts a spell can pay:
    /// `sacrifice` (the action's `sacrifice` names the permanents; Fling's
    /// "sacrifice a creature") and `pay_life`. The spell's effects name what
    /// was sacrificed with `sacrificed` (last known information).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub additional_cost: Option<Cost>,
    /// 117.9, 601.2b: "You may [cost] rather than pay this spell's mana
    /// cost", or "If [condition], you may ...": an alternative cost made of
    /// cost parts (mana, life, sacrificing, returning, discarding, exiling
    /// from the hand or the graveyard). The action casts with it as
    /// `"alternative_cost": "printed"`; its objects are named like an
    /// additional cost's (`sacrifice`, `discard`, `exile`, `return_to_hand`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub alternative_cost: Option<PrintedAlternative>,
    /// 702.61a: "Suspend N—[cost]": while the card is in its owner's hand and
    /// it could begin to be cast, its owner may pay the cost and exile it with
    /// N time counters on it (a special action, the action `suspend`). The
    /// engine adds "At the beginning of your upkeep, if this card is
    /// suspended, remove a time counter from it" and "When the last time
    /// counter is removed from this card, if it's exiled, cast it without
    /// paying its mana cost if able; a creature spell cast this way gains
    /// haste until you lose control of it" (both function in exile).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub suspend: Option<Suspend>,
    /// 702.45a: "Splice onto [subtype] [cost]": while this card is in its
    /// owner's hand, it may be revealed as they cast a spell with that
    /// subtype, its cost paid as an additional cost (117.8); the spell then
    /// has this card's instructions and targets too (702.45c–d).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub splice: Option<Splice>,
    /// 702.36a: "Morph [cost]": the card may be cast face down as a 2/2
    /// creature spell with no name, text, subtypes or mana cost for {3}
    /// (702.36c, an alternative cost; 707.4), and its controller may turn the
    /// face-down permanent face up any time they have priority by paying this
    /// cost (702.36e, a special action, 116.2b). Mana, life, sacrificing and
    /// discarding ("Morph—Pay 5 life", "Morph—Discard a card").
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub morph: Option<Cost>,
    /// 702.26a: "Buyback [cost]": an optional additional cost of an instant
    /// or sorcery (117.8); if it was paid, the card goes to its owner's hand
    /// instead of the graveyard as it finishes resolving.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub buyback: Option<ManaCost>,
    /// 702.26a: a buyback cost that isn't mana ("Buyback—Sacrifice a land"),
    /// paid with the spell's additional cost when buyback is chosen.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub buyback_cost: Option<Cost>,
    /// 702.23a: "Cumulative upkeep [cost]": "At the beginning of your
    /// upkeep, put an age counter on this permanent, then sacrifice it unless
    /// you pay [cost] for each age counter on it" (added by the engine).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub cumulative_upkeep: Option<ManaCost>,
    /// 702.23a: a cumulative upkeep cost of life, "Cumulative upkeep—Pay N
    /// life." (one `pay_life` part): N life for each age counter (119.4:
    /// only with that much life). Not with `cumulative_upkeep`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub cumulative_upkeep_cost: Option<Cost>,
    /// 702.71a: "Champion a [object]": "When this permanent enters the
    /// battlefield, sacrifice it unless you exile another [object] you
    /// control" and "When this permanent leaves the battlefield, return the
    /// exiled card to the battlefield under its owner's control" (added by
    /// the engine; the two are linked, 607.2j). The filter is the object: a
    /// creature, or one of the creature types it lists ("a Goblin or Shaman").
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub champion: Option<Filter>,
    /// 702.29a: "Echo [cost]": "At the beginning of your upkeep, if this came
    /// under your control since the beginning of your last upkeep, sacrifice
    /// it unless you pay [cost]" (added by the engine).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub echo: Option<ManaCost>,
    /// 702.44a: "Bushido N": "Whenever this creature blocks or becomes
    /// blocked, it gets +N/+N until end of turn" (added by the engine).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub bushido: Option<i32>,
    /// 702.62a: "Vanishing N": the permanent enters the battlefield with N
    /// time counters on it; the engine adds "At the beginning of your upkeep,
    /// if this permanent has a time counter on it, remove a time counter from
    /// it" and "When the last time counter is removed from this permanent,
    /// sacrifice it" (the second checks, as it triggers and as it resolves,
    /// that no time counter is left). Calciderm: `"vanishing": 4`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub vanishing: Option<u32>,
    /// 702.22a: "Rampage N": "Whenever this creature becomes blocked, it gets
    /// +N/+N until end of turn for each creature blocking it beyond the
    /// first" (added by the engine; counted as it resolves, 702.22b).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub rampage: Option<i32>,
    /// 702.31a: "Fading N": the permanent enters the battlefield with N fade
    /// counters on it; the engine adds "At the beginning of your upkeep,
    /// remove a fade counter from this permanent. If you can't, sacrifice
    /// it." Blastoderm: `"fading": 3`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub fading: Option<u32>,
    /// 702.42a: "Modular N": the permanent enters the battlefield with N
    /// +1/+1 counters on it; the engine adds "When this permanent is put into
    /// a graveyard from the battlefield, you may put a +1/+1 counter on target
    /// artifact creature for each +1/+1 counter on this permanent" (counted
    /// as it last was, 112.7a). Arcbound Worker: `"modular": 1`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub modular: Option<u32>,
    /// 702.45a: "Soulshift N", once per instance (each triggers on its own,
    /// 702.45b): "When this permanent is put into a graveyard from the
    /// battlefield, you may return target Spirit card with converted mana cost
    /// N or less from your graveyard to your hand." Forked-Branch Garami:
    /// `"soulshift": [4, 4]`.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub soulshift: Vec<u32>,
    /// 702.85a: "Annihilator N": "Whenever this creature attacks, defending
    /// player sacrifices N permanents." Ulamog's Crusher: `"annihilator": 2`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub annihilator: Option<u32>,
    /// 702.90a: "Battle cry": "Whenever this creature attacks, each other
    /// attacking creature gets +1/+0 until end of turn." Accorder Paladin:
    /// `"battle_cry": true`.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub battle_cry: bool,
    /// 702.53a: "Bloodthirst N": "If an opponent was dealt damage this turn,
    /// this permanent enters the battlefield with N +1/+1 counters on it."
    /// Scab-Clan Mauler: `"bloodthirst": 2`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub bloodthirst: Option<u32>,
    /// 702.83a: "Unearth [cost]": "[Cost]: Return this card from your
    /// graveyard to the battlefield. It gains haste. Exile it at the
    /// beginning of the next end step. If it would leave the battlefield,
    /// exile it instead of putting it anywhere else. Activate this ability
    /// only any time you could cast a sorcery." Dregscape Zombie: `"unearth": "{B}"`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub unearth: Option<ManaCost>,
    /// 702.86a: "Level up [cost]": "[Cost]: Put a level counter on this.
    /// Activate this ability only any time you could cast a sorcery." The
    /// level bands (710) are static abilities with a condition on the level
    /// counters. Student of Warfare: `"level_up": "{W}"`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub level_up: Option<ManaCost>,
    /// 702.41a: "Entwine [cost]": a modal spell's every mode is chosen if its
    /// controller pays this cost too (an additional cost, 117.8). Chosen as
    /// the mode numbered after the last one (`entwined_mode`). Barbed
    /// Lightning: `"entwine": "{2}"`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub entwine: Option<ManaCost>,
    /// 702.51a (702.52a in later rules): "Transmute [cost]": "[Cost], Discard
    /// this card: Search your library for a card with the same converted mana
    /// cost as this card, reveal it, and put it into your hand. Then shuffle
    /// your library. Activate this ability only any time you could cast a
    /// sorcery." (an activated ability that works from the hand). Dizzy
    /// Spell: `"transmute": "{1}{U}{U}"`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub transmute: Option<ManaCost>,
    /// 702.57a: "Graft N": the permanent enters the battlefield with N +1/+1
    /// counters on it; the engine adds "Whenever another creature enters the
    /// battlefield, if this permanent has a +1/+1 counter on it, you may move
    /// a +1/+1 counter from this permanent onto that creature" (121.5: not
    /// moved if that creature has left). Simic Initiate: `"graft": 1`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub graft: Option<u32>,
    /// 702.80a: "Devour N": as it enters the battlefield, its controller may
    /// sacrifice any number of creatures; it enters with N +1/+1 counters for
    /// each one (rules::devour).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub devour: Option<u32>,
    /// 702.37a: "Amplify N": as it enters the battlefield, its controller
    /// may reveal any number of cards from their hand that share a creature
    /// type with it; it enters with N +1/+1 counters for each (rules::amplify).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub amplify: Option<u32>,
    /// 702.50a (702.51a in later rules): "Dredge N": while this card is in
    /// its owner's graveyard and that player would draw a card, they may
    /// instead put the top N cards of their library into their graveyard
    /// and return this card to their hand (only with at least N cards in
    /// the library, 702.50b). A replacement of the draw (rules::dredge).
    /// Golgari Thug: `"dredge": 4`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub dredge: Option<u32>,
    /// 702.58a (702.59a in later rules): "Ripple N": "When you cast this
    /// spell, you may reveal the top N cards of your library. If you do, you
    /// may cast any revealed cards with the same name as this spell without
    /// paying their mana costs; put the rest on the bottom of your library"
    /// (a cast trigger, `Game::ripple_trigger`; `Effect::Ripple`). Surging
    /// Flame: `"ripple": 4`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub ripple: Option<u32>,
    /// 702.74a (702.75a in later rules): "Prowl [cost]": the card may be cast
    /// for this alternative cost (117.9) if its caster dealt combat damage to
    /// a player this turn with a creature sharing a creature type with it
    /// (the cast option `"prowl"`). Latchkey Faerie: `"prowl": "{2}{U}"`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub prowl: Option<ManaCost>,
    /// 702.58a (702.59a in later rules): "Recover [cost]": a triggered ability
    /// that works while the card is in its owner's graveyard (112.6k): when a
    /// creature is put into that graveyard from the battlefield, they may pay
    /// the cost; if they do, the card returns to their hand, and otherwise it
    /// is exiled (`recover_ability`). Resize: `"recover": "{1}{G}"`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub recover: Option<ManaCost>,
    /// 711 (2011 rules): a double-faced card's back face, its own set of
    /// characteristics. The fields above are the front face's: the card has
    /// them in every zone, and on the battlefield until it transforms
    /// (701.26a); while transformed it has only the back face's. The back
    /// face has no mana cost, so a transformed permanent's converted mana
    /// cost is 0 (the 2011 rule; 2017's 711.4b uses the front face's).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub back: Option<Box<CardDef>>,
    /// 709: a flip card's alternative half (its name, type line, text, power
    /// and toughness; its mana cost and colour are the card's, 709.1c). The
    /// permanent has them once flipped (709.2), for good (709.4).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub flip: Option<Box<CardDef>>,
    /// 708 (2011 rules): a split card's second half. The fields above are
    /// its first half's; each half is an instant or sorcery with its own
    /// name, mana cost and text. Cast, the spell is the chosen half alone
    /// (708.3); in every other zone the card has both halves' names and
    /// mana costs, and the colours and types of either (rules::layers).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub split: Option<Box<CardDef>>,
    /// Where the rules text is printed in another order or with other line
    /// breaks than the renderer's usual ones (`text::render`): presentation
    /// only, read by nothing but the renderer.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub text_layout: Option<TextLayout>,
    /// A vanguard card's modifiers (902.4, 902.5b): added to its owner's
    /// starting life total of 20 and maximum hand size of seven. Printed
    /// beside the text box, not in the rules text. Only on a Vanguard.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub vanguard: Option<VanguardModifiers>,
}

/// 902.4, 902.5: the hand and life modifiers of a vanguard card.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct VanguardModifiers {
    pub hand: i32,
    pub life: i32,
}

/// How a card's rules text is laid out, where it differs from the usual
/// layout: the renderer writes the card's parts (each keyword, each
/// ability, each instruction of a spell) in its usual order, then `order`
/// (if not empty) says which part comes at each place, `lines` (if not
/// empty) how many parts each printed line holds, and `joins` which
/// instructions share a sentence with the one before. It never holds text.
#[derive(Clone, Debug, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct TextLayout {
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub order: Vec<u32>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub lines: Vec<u32>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub joins: Vec<SentenceJoin>,
    /// Instructions that name the card itself by its name where the
    /// renderer would write "it" (the name already written in the ability).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub names: Vec<PartAt>,
    /// Instructions (or static abilities: `at` 0) written in the other of
    /// two wordings the renderer knows for them ("Creatures can't block"
    /// beside "All creatures get ...").
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub variants: Vec<PartAt>,
    /// Triggered abilities (`at` unused) whose event is written in the
    /// `n`th other wording ("at the beginning of each player's upkeep"
    /// beside "... of each upkeep").
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub events: Vec<PartAt>,
    /// Instructions of the ability in quotation marks an ability grants
    /// (its instruction `at`) written in the `n`th other wording ("You draw
    /// a card." beside "Draw a card.").
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub quoted: Vec<PartAt>,
    /// Abilities (`at` unused) printed after an ability word (207.2c) that
    /// not every ability of its kind has ("Channel — " before an ability
    /// that works from the hand): the `n`th of `text::abilities::PRINTED_WORDS`.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub words: Vec<PartAt>,
    /// A legendary card that names itself in full the first time and by
    /// its short name after (`text::short_names`: the part of its name
    /// before the comma, or its first word).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub short_name: bool,
}

/// An instruction of a part (`at`: 0 for a spell's instruction, a part of
/// its own); for a variant, which of the writer's other wordings (`n`, from 1).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PartAt {
    pub part: u32,
    #[serde(default, skip_serializing_if = "is_zero_u32")]
    pub at: u32,
    #[serde(default = "one_u16", skip_serializing_if = "is_one_u16")]
    pub n: u16,
}

fn one_u16() -> u16 {
    1
}

fn is_one_u16(n: &u16) -> bool {
    *n == 1
}

/// An instruction written in the same sentence as the one before it ("...
/// loses 4 life and you gain 4 life", "draw two cards, then discard a
/// card"): in part `part` (numbered in the renderer's usual order) the
/// instruction `at` (0 for a spell's instruction, which is a part of its
/// own: then it joins the part before).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SentenceJoin {
    pub part: u32,
    #[serde(default, skip_serializing_if = "is_zero_u32")]
    pub at: u32,
    pub with: JoinWord,
}

fn is_zero_u32(n: &u32) -> bool {
    *n == 0
}

/// The words that join two instructions in one sentence.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum JoinWord {
    /// "X and Y"
    And,
    /// "X, then Y"
    Then,
    /// "X; Y": keywords on one line after a semicolon ("Defender; reach").
    Semicolon,
    /// "X. Then Y": the next sentence begins with "Then".
    ThenSentence,
}

impl JoinWord {
    pub fn words(self) -> &'static str {
        match self {
            JoinWord::And => " and ",
            JoinWord::Then => ", then ",
            JoinWord::Semicolon => "; ",
            JoinWord::ThenSentence => ". Then ",
        }
    }
}

impl TextLayout {
    /// `order` is a permutation of 0..n and `lines` are positive counts
    /// (their sum is checked against the parts by the renderer).
    fn problems(&self, n: &str) -> Vec<String> {
        let mut errs = Vec::new();
        let mut seen = vec![false; self.order.len()];
        for &i in &self.order {
            match seen.get_mut(i as usize) {
                Some(s) if !*s => *s = true,
                _ => errs.push(format!("card '{n}': text_layout.order must list each of 0..{} once", self.order.len())),
            }
        }
        if self.lines.contains(&0) {
            errs.push(format!("card '{n}': text_layout.lines must be counts of 1 or more"));
        }
        if !self.order.is_empty() && !self.lines.is_empty() && self.lines.iter().map(|l| *l as u64).sum::<u64>() != self.order.len() as u64 {
            errs.push(format!("card '{n}': text_layout.lines must add up to the number of parts in text_layout.order"));
        }
        errs.truncate(1);
        errs
    }
}

/// 702.45a: "Splice onto [subtype] [cost]": the subtype of the spells this
/// card may be spliced onto (Arcane) and the mana paid to splice it.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Splice {
    pub onto: String,
    pub cost: ManaCost,
}

/// 702.61a: suspend's number of time counters and its cost.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Suspend {
    pub time: u32,
    pub cost: ManaCost,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct CounterSpec {
    pub kind: String,
    pub count: u32,
    /// In a cost: the number is chosen as the ability is activated (the
    /// activation's X, 601.2b via 602.2b), written "X" or "any number of";
    /// `count` is then 0. Only "remove counters" parts have it.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub chosen: Option<ChosenCount>,
}

/// How a cost names a number its player chooses as the ability is activated.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ChosenCount {
    /// "Remove X storage counters from ~" (the X of the effect).
    X,
    /// "Remove any number of storage counters from ~" (the effect counts
    /// "each storage counter removed this way").
    AnyNumber,
}

/// Counters a permanent enters the battlefield with (614.1c): a kind and a
/// number read from the permanent as it enters.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct EnteringCounters {
    pub kind: String,
    pub count: Amount,
    /// Only if this holds as it enters ("if an opponent was dealt damage
    /// this turn, it enters with ...": bloodthirst, 702.53a).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub condition: Option<Condition>,
}

/// One landcycling ability: its cost and the land it finds, a basic land type
/// ("Swamp") or `"basic"` for "basic landcycling" (any basic land card).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Landcycling {
    pub cost: ManaCost,
    pub land: String,
}

impl Landcycling {
    /// The ability it stands for (702.28e).
    pub fn ability(&self) -> Ability {
        let (filter, name, what) = if self.land == "basic" {
            (FilterSpec { types: vec![CardType::Land], supertypes: vec![Supertype::Basic], ..Default::default() }.into(), "Basic landcycling".to_string(), "a basic land card".to_string())
        } else {
            let article = if self.land.starts_with(['A', 'E', 'I', 'O', 'U']) { "an" } else { "a" };
            (FilterSpec { subtypes: vec![self.land.clone()], ..Default::default() }.into(), format!("{}cycling", self.land), format!("{article} {} card", self.land))
        };
        let c = &self.cost.text;
        Ability::Activated {
            divide: None,
            cost: Cost::new(vec![CostPart::Mana(self.cost.clone()), CostPart::DiscardSelf]),
            targets: Vec::new(),
            effects: vec![Effect::SearchLibrary { filter, count: 1, to: SearchTo::Hand, tapped: false, reveal: true, library: None, any_number: false }],
            sorcery_speed: false,
            from_graveyard: false,
            only: None,
            condition: None,
            text: format!("{name} {c} ({c}, Discard this card: Search your library for {what}, reveal it, and put it into your hand. Then shuffle your library.)"),
        }
    }
}

/// The spell ability of an instant or sorcery, or the effect of an activated
/// or triggered ability.
#[derive(Clone, Debug, PartialEq, Default, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SpellAbility {
    /// One entry per instance of the word "target" (115.1, 608.2b).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub targets: Vec<TargetSpec>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub effects: Vec<Effect>,
    /// Modal spells (700.2): the controller chooses one mode; each mode has
    /// its own targets and effects.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub modes: Vec<Mode>,
    /// How many modes are chosen (700.2, 700.2d): one unless it says so
    /// ("Choose two —": `{"min": 2, "max": 2}`; "Choose one or both —":
    /// `{"min": 1, "max": 2}`); never the same mode twice.
    #[serde(default, skip_serializing_if = "ModeCount::is_one")]
    pub choose: ModeCount,
    /// 601.2d: this much damage is divided among the chosen targets as the
    /// spell is cast (each gets at least 1); `deal_divided_damage` deals it,
    /// `prevent_divided_damage` prevents it. A number, or an amount found as
    /// the spell is cast: X as announced (601.2b comes first), "X plus 1",
    /// what a condition could read ("the number of creatures on the
    /// battlefield").
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub divide: Option<Box<Amount>>,
}

/// How many of a modal spell's modes its controller chooses (700.2d):
/// from `min` to `max` different modes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ModeCount {
    pub min: u8,
    pub max: u8,
}

impl Default for ModeCount {
    fn default() -> Self {
        ModeCount { min: 1, max: 1 }
    }
}

impl ModeCount {
    pub fn is_one(&self) -> bool {
        *self == ModeCount::default()
    }
}

/// The most modes a spell that chooses more than one of them may have (its
/// sets of modes are listed one by one: 2^12 at most).
pub const MAX_MODES_CHOSEN_FROM: usize = 12;

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Mode {
    pub text: String,
    #[serde(default)]
    pub targets: Vec<TargetSpec>,
    pub effects: Vec<Effect>,
}

/// What one instance of "target" may point at (115).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct TargetSpec {
    pub kind: TargetKind,
    #[serde(default, skip_serializing_if = "Filter::is_empty")]
    pub filter: Filter,
    /// Human wording, for example "target nonblack creature".
    #[serde(default)]
    pub text: String,
    /// This instance may be left unchosen ("one or two targets"); optional
    /// slots come after the required ones.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub optional: bool,
    /// "Another target": not an object or player chosen for an earlier
    /// target of the same spell or ability (601.2c lets one be chosen for each
    /// instance of "target" unless the text says otherwise). "Another" in the
    /// sense of "other than this source" is the filter's `other`.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub another: bool,
    /// "X target [nouns]": this slot stands for X of them, X announced as
    /// the spell is cast or the ability activated (601.2b) and the slots
    /// made as the targets are chosen (601.2c; `with_x_slots`), each object
    /// chosen at most once (115.3). Only in the targets of a spell or
    /// activated ability with {X} in its cost, and as their only slot.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub x_count: bool,
    /// "... target cards from a single graveyard": the cards chosen for all
    /// the slots marked so are in one graveyard (a restriction on the choice
    /// of targets, 601.2c). Cards in graveyards only; not for a triggered
    /// ability's targets.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub one_graveyard: bool,
    /// "Any number of target [nouns]": this slot stands for as many distinct
    /// objects as its controller chooses, none included (601.2c: the number
    /// is chosen with the targets; 115.3: each object once). Made one slot per
    /// object chosen (`with_chosen_slots`); the last slot of its ability.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub any_number: bool,
}

/// The target slots with each "X target" slot made X slots (601.2c): the
/// slots a spell or ability has once X is announced. The copies keep
/// `x_count` (so each object is chosen once among them).
pub fn with_x_slots(specs: Vec<TargetSpec>, x: u32) -> Vec<TargetSpec> {
    if !specs.iter().any(|s| s.x_count) {
        return specs;
    }
    specs.iter().flat_map(|s| std::iter::repeat_n(s, if s.x_count { x as usize } else { 1 })).cloned().collect()
}

/// The target slots once `chosen` targets are chosen: an "any number of
/// target" slot made as many slots as the targets chosen for it (none
/// required, each object once: each copy after the first "another"), the
/// other slots kept (601.2c).
pub fn with_chosen_slots(mut specs: Vec<TargetSpec>, chosen: usize) -> Vec<TargetSpec> {
    if !specs.last().is_some_and(|s| s.any_number) {
        return specs;
    }
    let Some(last) = specs.pop() else { return specs };
    let n = chosen.saturating_sub(specs.len());
    specs.extend((0..n).map(|i| TargetSpec { optional: true, another: i > 0, ..last.clone() }));
    specs
}

/// The target slots (by index) whose target can't be one chosen for an
/// earlier slot: "another target" (`TargetSpec::another`), and a slot that
/// shares its instance of "target" with the slot before it (115.3, 601.2c):
/// an optional or X slot like it ("up to two target creatures", "X target
/// creatures" once X is announced).
pub fn another_slots(specs: &[TargetSpec]) -> Vec<usize> {
    let same_word = |i: usize| i > 0 && (specs[i].optional || specs[i].x_count) && specs[i - 1].kind == specs[i].kind && specs[i - 1].filter == specs[i].filter;
    (0..specs.len()).filter(|i| specs[*i].another || same_word(*i)).collect()
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum TargetKind {
    /// A permanent on the battlefield matching the filter.
    Permanent,
    /// A player (filter.controller "opponent" restricts to opponents).
    Player,
    /// A creature (matching the filter) or a player.
    CreatureOrPlayer,
    /// A spell on the stack matching the filter.
    Spell,
    /// A card in a graveyard matching the filter.
    CardInGraveyard,
    /// A spell on the stack or a permanent on the battlefield, either
    /// matching the filter ("target spell or permanent", 115.1).
    SpellOrPermanent,
    /// "Target activated ability": an activated ability on the stack (a
    /// mana ability never is, 605.3b); the filter's `types` name its
    /// source's ("from an artifact source"), nothing else.
    ActivatedAbility,
    /// "Target activated or triggered ability": either on the stack.
    Ability,
}

/// A description of objects by their characteristics (608.2h: only the named
/// characteristics are checked). Every listed condition must hold. Its parts
/// are those of [`FilterSpec`], read through it; the empty filter (the most
/// common: "any object") takes no allocation, and a filter inside an effect,
/// an amount or a cost is one pointer wide, so the abilities, triggers and
/// stack items that carry them stay small to copy.
#[derive(Clone, Default)]
pub struct Filter(Option<Box<FilterSpec>>);

/// What an empty [`Filter`] reads as.
static EMPTY_FILTER: FilterSpec = FilterSpec::EMPTY;

impl std::ops::Deref for Filter {
    type Target = FilterSpec;
    fn deref(&self) -> &FilterSpec {
        self.0.as_deref().unwrap_or(&EMPTY_FILTER)
    }
}

impl std::ops::DerefMut for Filter {
    fn deref_mut(&mut self) -> &mut FilterSpec {
        self.0.get_or_insert_with(Default::default)
    }
}

impl From<FilterSpec> for Filter {
    fn from(spec: FilterSpec) -> Filter {
        if spec == FilterSpec::EMPTY { Filter(None) } else { Filter(Some(Box::new(spec))) }
    }
}

impl PartialEq for Filter {
    fn eq(&self, other: &Filter) -> bool {
        **self == **other
    }
}

impl std::fmt::Debug for Filter {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        (**self).fmt(f)
    }
}

impl Serialize for Filter {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        (**self).serialize(s)
    }
}

impl<'de> Deserialize<'de> for Filter {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Filter, D::Error> {
        FilterSpec::deserialize(d).map(Filter::from)
    }
}

/// The parts of a [`Filter`]; absent parts don't restrict.
#[derive(Clone, Debug, PartialEq, Default, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct FilterSpec {
    /// At least one of these card types.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub types: Vec<CardType>,
    /// None of these card types.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub not_types: Vec<CardType>,
    /// Every one of these card types ("artifact creature": both).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub all_types: Vec<CardType>,
    /// At least one of these subtypes.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub subtypes: Vec<String>,
    /// None of these subtypes ("non-Aura").
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub not_subtypes: Vec<String>,
    /// Every one of these subtypes ("Eldrazi Spawn": both).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub all_subtypes: Vec<String>,
    /// Every one of these supertypes.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub supertypes: Vec<Supertype>,
    /// None of these supertypes ("nonbasic").
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub not_supertypes: Vec<Supertype>,
    /// At least one of these colours.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub colors: Vec<Color>,
    /// None of these colours ("nonblack").
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub not_colors: Vec<Color>,
    /// Two or more colours ("multicolored", 105.2b; multicolored is not a colour).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub multicolored: bool,
    /// Exactly one colour ("monocolored", 105.2c).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub monocolored: bool,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub controller: Option<Relation>,
    /// Only what the controller of the spell or ability doesn't control
    /// ("target creature you don't control", "all creatures you don't
    /// control"): any other player's.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub not_controlled_by_you: bool,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub tapped: Option<bool>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub token: Option<bool>,
    /// Other than the source of the ability.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub other: bool,
    /// Only the source of the ability itself: "[this] doesn't untap during
    /// your untap step" is the static `doesnt_untap` with `{"itself": true}`.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub itself: bool,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub name: Option<String>,
    /// Only attacking or blocking creatures.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub in_combat: bool,
    /// Only attacking creatures ("target attacking creature", 506.4).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub attacking: bool,
    /// Only blocking creatures ("target blocking creature", 506.4).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub blocking: bool,
    /// Only permanents that were (or weren't) untapped as their controller's
    /// current turn began.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub started_turn_untapped: Option<bool>,
    /// Every one of these keywords ("creature with flying").
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub keywords: Vec<Keyword>,
    /// None of these keywords ("creature without flanking").
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub not_keywords: Vec<Keyword>,
    /// Its power compared with a number ("with power 4 or greater"). Where a
    /// characteristic-defining ability counts permanents, power and
    /// toughness are read before the power/toughness layers (613.3).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub power: Option<Compare>,
    /// Its toughness compared with a number.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub toughness: Option<Compare>,
    /// Its converted mana cost compared with a number (202.3: "with converted mana cost 3 or less").
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub mana_value: Option<Compare>,
    /// Its owner, relative to the ability's controller ("you own").
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub owner: Option<Relation>,
    /// It has at least one counter of this kind on it ("with a +1/+1 counter on it").
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub with_counter: Option<String>,
    /// It was dealt damage this turn ("target creature that was dealt damage this turn").
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub dealt_damage_this_turn: bool,
    /// Only what the object looking (a trigger's source) dealt damage to
    /// this turn (120.3): "a creature dealt damage by [this] this turn".
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub dealt_damage_by_this_turn: bool,
    /// "Enchanted creature", "equipped creature": only the permanent the
    /// ability's source is attached to ("Whenever enchanted creature deals
    /// damage", Spirit Link). Read where the filter is checked against the
    /// game as it is (triggers, instructions, targets); a static ability
    /// names what it is attached to with `"affects": "attached"` instead.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub attached: bool,
    /// "Of the chosen type": it has the creature type chosen by the spell or
    /// ability, or as the source entered the battlefield (nothing matches
    /// while none was chosen).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub chosen_type: bool,
    /// "Of the chosen color": it is the color chosen as the source entered
    /// the battlefield or by the spell or ability (nothing matches while none
    /// was chosen).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub chosen_color: bool,
    /// "With the chosen name", "the named card" (201.2: same name).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub chosen_name: bool,
    /// "Target spell with a single target" (115.7): a spell on the stack
    /// with exactly one target chosen.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub single_target: bool,
    /// "With converted mana cost equal to the chosen number".
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub mana_value_chosen: bool,
    /// Its converted mana cost compared with the X of the spell or ability
    /// (107.3, announced as it is cast or activated, 601.2b): the number is
    /// added to X, so "with converted mana cost X" is `Exactly(0)` and "X or
    /// less" is `AtMost(0)`. Targets are checked with that X as they are
    /// chosen (601.2c) and again on resolution (608.2b); nothing matches
    /// where no X is known.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub mana_value_x: Option<Compare>,
    /// Its converted mana cost equal to a number the resolving instruction
    /// counts ("destroy each nonland permanent with converted mana cost equal
    /// to the number of charge counters on [this]"): fixed as the instruction
    /// is followed (608.2h), a `mana_value` of exactly that number; nothing
    /// matches it anywhere else.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub mana_value_equal_to: Option<Amount>,
    /// Controlled by a player the instruction names ("each creature target
    /// player controls", "target artifact that player controls", "the number
    /// of Swamps defending player controls"): found as a resolving
    /// instruction is followed (608.2h) or as the target is chosen; nothing
    /// matches where that player is unknown. Only instructions and their
    /// target slots read it.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub controlled_by: Option<PlayerRef>,
}

/// The cards a `look_at_top` puts into the hand from among those looked at.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct TakeLooked {
    /// Only cards matching this ("a creature card").
    #[serde(default, skip_serializing_if = "Filter::is_empty")]
    pub filter: Filter,
    /// At least this many, when there are that many to choose from ("put one
    /// of them": 1; "you may": 0).
    #[serde(default)]
    pub min: u32,
    /// At most this many; absent: any number.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub max: Option<u32>,
    /// Every matching card, with no choice ("put all Goblin cards revealed this way").
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub all: bool,
    /// The cards taken are revealed first ("you may reveal a creature card ... and put it").
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub reveal: bool,
}

/// What a "becomes the target of" trigger watches for.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
#[cfg_attr(test, derive(ts_rs::TS))]
pub enum TargetedBy {
    /// "a spell or ability"
    #[default]
    SpellOrAbility,
    /// "a spell"
    Spell,
    /// "an Aura spell"
    AuraSpell,
}

impl TargetedBy {
    pub fn is_any(&self) -> bool {
        *self == TargetedBy::SpellOrAbility
    }
}

/// When the delayed ability of a card revealed from an opening hand triggers.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
#[cfg_attr(test, derive(ts_rs::TS))]
pub enum OpeningRevealAt {
    /// "at the beginning of the first upkeep" (of the game, whoever's).
    FirstUpkeep,
    /// "at the beginning of your first main phase" (the revealing player's first precombat main phase).
    YourFirstMainPhase,
}

/// Where cards revealed by a `reveal_until` go.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
#[cfg_attr(test, derive(ts_rs::TS))]
pub enum RevealedTo {
    /// Into the revealing player's hand.
    Hand,
    /// Onto the battlefield under the revealing player's control.
    Battlefield,
    /// Onto the battlefield under the control of the spell's or ability's controller.
    BattlefieldYours,
    /// Into the revealing player's graveyard.
    Graveyard,
    /// Into exile.
    Exile,
    /// On the bottom of the library in an order the revealing player chooses.
    Bottom,
    /// On the bottom of the library in a random order.
    BottomRandom,
    /// Shuffled into the library (they are still in it: the library is shuffled).
    Shuffled,
}

/// The top or the bottom of a library.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
#[cfg_attr(test, derive(ts_rs::TS))]
pub enum LibraryEnd {
    #[default]
    Top,
    Bottom,
}

impl LibraryEnd {
    pub fn is_top(&self) -> bool {
        *self == LibraryEnd::Top
    }
}

/// What a `choose` instruction, or a permanent as it enters the battlefield
/// (614.12), asks its controller to choose.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", tag = "kind", deny_unknown_fields)]
pub enum Choice {
    /// One of the five colours (105.1).
    Color,
    /// One creature type of the list of creature types (205.3m).
    CreatureType,
    /// One of the five basic land types (305.6).
    BasicLandType,
    /// One creature type other than this one ("choose a creature type other
    /// than Wall"); kept as the chosen creature type.
    CreatureTypeOtherThan { except: String },
    /// Any player, the controller included.
    Player,
    /// An opponent of the controller.
    Opponent,
    /// The name of a card (201.3: "name a card"); `nonland` forbids the name
    /// of a land card ("name a nonland card").
    CardName {
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        nonland: bool,
    },
    /// A whole number from `min` to `max` ("choose a number between 0 and 7").
    Number { min: i32, max: i32 },
}

impl Choice {
    /// The words of the question ("a creature type").
    pub fn label(&self) -> String {
        match self {
            Choice::Color => "a color".into(),
            Choice::CreatureType => "a creature type".into(),
            Choice::BasicLandType => "a basic land type".into(),
            Choice::CreatureTypeOtherThan { except } => format!("a creature type other than {except}"),
            Choice::Player => "a player".into(),
            Choice::Opponent => "an opponent".into(),
            Choice::CardName { nonland: false } => "a card name".into(),
            Choice::CardName { nonland: true } => "a nonland card name".into(),
            Choice::Number { min, max } => format!("a number from {min} to {max}"),
        }
    }
}

/// What a permanent's controller may do as it enters the battlefield to
/// keep it from entering tapped (614.12).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum EntryPayment {
    /// "pay N life" (119.4: only with at least N life).
    PayLife(i32),
    /// "reveal a [filter] card from your hand" (701.14: the card stays in the hand).
    Reveal(Filter),
}

/// A number compared with a fixed one: `{"at_most": 3}`, `{"at_least": 4}`, `{"exactly": 0}`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Compare {
    AtMost(i32),
    AtLeast(i32),
    Exactly(i32),
}

impl Compare {
    pub fn holds(self, n: i32) -> bool {
        match self {
            Compare::AtMost(m) => n <= m,
            Compare::AtLeast(m) => n >= m,
            Compare::Exactly(m) => n == m,
        }
    }
}

impl FilterSpec {
    /// The filter with no parts: every object matches.
    pub const EMPTY: FilterSpec = FilterSpec {
        types: Vec::new(),
        not_types: Vec::new(),
        all_types: Vec::new(),
        subtypes: Vec::new(),
        not_subtypes: Vec::new(),
        all_subtypes: Vec::new(),
        supertypes: Vec::new(),
        not_supertypes: Vec::new(),
        colors: Vec::new(),
        not_colors: Vec::new(),
        multicolored: false,
        monocolored: false,
        controller: None,
        not_controlled_by_you: false,
        tapped: None,
        token: None,
        other: false,
        itself: false,
        name: None,
        in_combat: false,
        attacking: false,
        blocking: false,
        started_turn_untapped: None,
        keywords: Vec::new(),
        not_keywords: Vec::new(),
        power: None,
        toughness: None,
        mana_value: None,
        owner: None,
        with_counter: None,
        dealt_damage_this_turn: false,
        dealt_damage_by_this_turn: false,
        attached: false,
        chosen_type: false,
        chosen_color: false,
        chosen_name: false,
        single_target: false,
        mana_value_chosen: false,
        mana_value_x: None,
        mana_value_equal_to: None,
        controlled_by: None,
    };
}

impl Filter {
    pub fn is_empty(&self) -> bool {
        self.0.as_deref().is_none_or(|spec| *spec == FilterSpec::EMPTY)
    }
    /// Does it read a value chosen by the spell or ability it is in (608.2d)
    /// or by its source (614.12): a type, color, name, number or X?
    pub fn reads_choice(&self) -> bool {
        self.0.as_deref().is_some_and(|f| f.chosen_type || f.chosen_color || f.chosen_name || f.mana_value_chosen || f.mana_value_x.is_some())
    }
    pub fn of_type(t: CardType) -> Filter {
        FilterSpec { types: vec![t], ..Default::default() }.into()
    }
    /// Objects with every one of these card types ("artifact creature").
    pub fn of_all_types(ts: &[CardType]) -> Filter {
        FilterSpec { all_types: ts.to_vec(), ..Default::default() }.into()
    }
    /// 702.45a: a Spirit card of yours with converted mana cost N or less.
    fn spirit_card_up_to(n: u32) -> Filter {
        let n = i32::try_from(n).unwrap_or(i32::MAX);
        FilterSpec { subtypes: vec!["Spirit".into()], owner: Some(Relation::You), mana_value: Some(Compare::AtMost(n)), ..Default::default() }.into()
    }
}

impl CardDef {
    /// 702.41a: the mode number that stands for every mode (entwined), if
    /// the card has entwine: the one after the last.
    pub fn entwined_mode(&self) -> Option<usize> {
        self.entwine.as_ref().and(self.spell.as_ref()).filter(|sp| sp.choose.is_one()).map(|sp| sp.modes.len())
    }

    /// The sets of modes that can be chosen, each a list of mode numbers in
    /// printed order; a cast names one by its place in this list (the
    /// `mode` of `cast_spell`). One mode each (700.2), then every mode
    /// together with entwine (702.41a); for a spell choosing more than one
    /// (700.2d), every set of `min` to `max` different modes, the smaller
    /// sets first, each size in order.
    pub fn mode_sets(&self) -> Vec<Vec<usize>> {
        let Some(sp) = &self.spell else { return Vec::new() };
        let n = sp.modes.len();
        if sp.choose.is_one() {
            let mut sets: Vec<Vec<usize>> = (0..n).map(|i| vec![i]).collect();
            if self.entwine.is_some() && n > 0 {
                sets.push((0..n).collect());
            }
            return sets;
        }
        if n > MAX_MODES_CHOSEN_FROM {
            return Vec::new();
        }
        let mut sets = Vec::new();
        for k in usize::from(sp.choose.min.max(1))..=usize::from(sp.choose.max).min(n) {
            let mut of_size: Vec<Vec<usize>> = (1u32..1 << n).filter(|m| m.count_ones() as usize == k).map(|m| (0..n).filter(|i| m >> i & 1 == 1).collect()).collect();
            of_size.sort();
            sets.extend(of_size);
        }
        sets
    }

    /// The words of the set of modes numbered `m` (`mode_sets`), joined;
    /// "(entwined)" after every mode chosen with entwine.
    pub fn mode_text(&self, m: usize) -> String {
        let Some(sp) = &self.spell else { return String::new() };
        let sets = self.mode_sets();
        let Some(set) = sets.get(m) else { return String::new() };
        if let [one] = set.as_slice() {
            return sp.modes.get(*one).map(|md| md.text.clone()).unwrap_or_default();
        }
        let text = set.iter().filter_map(|i| sp.modes.get(*i)).map(|md| md.text.trim_end_matches('.')).collect::<Vec<_>>().join("; and ");
        if Some(m) == self.entwined_mode() { text + " (entwined)" } else { text }
    }

    /// The targets and instructions of the modes `set` chosen together
    /// (702.41a entwined, 700.2d more than one): each mode's, in printed
    /// order, each mode's target slots numbered after the earlier modes'.
    pub fn combined_parts(&self, set: &[usize]) -> (Vec<TargetSpec>, Vec<Effect>) {
        let (mut specs, mut effects) = (Vec::new(), Vec::new());
        let Some(sp) = &self.spell else { return (specs, effects) };
        for md in set.iter().filter_map(|i| sp.modes.get(*i)) {
            effects.extend(shift_target_slots(&md.effects, specs.len()));
            specs.extend(md.targets.iter().cloned());
        }
        (specs, effects)
    }
}

/// Instructions with every target slot they name moved up by `by` (a slot
/// is written `{"target": N}`, `{"controller_of_target": N}` or
/// `{"owner_of_target": N}`, and `attach_source_to`'s `target`).
pub(crate) fn shift_target_slots(effects: &[Effect], by: usize) -> Vec<Effect> {
    fn walk(v: &mut serde_json::Value, by: u64) {
        match v {
            serde_json::Value::Object(m) => {
                for (k, x) in m.iter_mut() {
                    match (k.as_str(), x.as_u64()) {
                        ("target" | "controller_of_target" | "owner_of_target", Some(n)) => *x = (n + by).into(),
                        _ => walk(x, by),
                    }
                }
            }
            serde_json::Value::Array(a) => a.iter_mut().for_each(|x| walk(x, by)),
            _ => {}
        }
    }
    if by == 0 {
        return effects.to_vec();
    }
    let Ok(mut v) = crate::json::to_value(effects) else { return effects.to_vec() };
    walk(&mut v, by as u64);
    crate::json::from_value(v).unwrap_or_else(|_| effects.to_vec())
}

/// The target slots these instructions name, found as `shift_target_slots`
/// finds them.
pub fn named_target_slots(effects: &[Effect]) -> std::collections::BTreeSet<usize> {
    fn walk(v: &serde_json::Value, out: &mut std::collections::BTreeSet<usize>) {
        match v {
            serde_json::Value::Object(m) => {
                for (k, x) in m {
                    match (k.as_str(), x.as_u64()) {
                        ("target" | "controller_of_target" | "owner_of_target", Some(n)) => {
                            out.insert(usize::try_from(n).unwrap_or(usize::MAX));
                        }
                        _ => walk(x, out),
                    }
                }
            }
            serde_json::Value::Array(a) => a.iter().for_each(|x| walk(x, out)),
            _ => {}
        }
    }
    let mut out = std::collections::BTreeSet::new();
    if let Ok(v) = crate::json::to_value(effects) {
        walk(&v, &mut out);
    }
    out
}

/// 601.2c: how many of a spell's `n` target slots it requires when it isn't
/// kicked. The last slots, named only by instructions followed "if [this]
/// was kicked" (Jilt's "another target creature"), are left out: unkicked,
/// the spell is cast as though it didn't require them.
pub fn unkicked_target_count(effects: &[Effect], n: usize) -> usize {
    // Most spells have no kicked instruction: nothing to read (this runs for each way to cast offered).
    if !effects.iter().any(|e| matches!(e, Effect::Instead { condition: Condition::Kicked, .. })) {
        return n;
    }
    let (mut kicked_only, mut elsewhere) = (std::collections::BTreeSet::new(), std::collections::BTreeSet::new());
    for e in effects {
        match e {
            Effect::Instead { condition: Condition::Kicked, instead, otherwise } => {
                kicked_only.extend(named_target_slots(instead));
                elsewhere.extend(named_target_slots(otherwise));
            }
            e => elsewhere.extend(named_target_slots(std::slice::from_ref(e))),
        }
    }
    let mut k = n;
    while k > 0 && kicked_only.contains(&(k - 1)) && !elsewhere.contains(&(k - 1)) {
        k -= 1;
    }
    k
}

impl TargetSpec {
    /// A required target slot of this kind, filter and wording.
    fn card_or_permanent(kind: TargetKind, filter: Filter, text: &str) -> TargetSpec {
        TargetSpec { kind, filter, text: text.to_string(), optional: false, another: false, x_count: false, one_graveyard: false, any_number: false }
    }
}

/// A player's relation to the controller of the ability.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Relation {
    You,
    Opponent,
}

/// A number in an effect.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", untagged)]
pub enum Amount {
    Fixed(i32),
    Dynamic(DynamicAmount),
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", tag = "count", deny_unknown_fields)]
pub enum DynamicAmount {
    /// The value chosen for X (107.3).
    X,
    /// "The number of times it was kicked" (702.32c): how many times the
    /// source spell, or the permanent it became, had its kicker or
    /// multikicker cost paid.
    TimesKicked,
    /// "Each creature it devoured" (702.80b): how many creatures the source
    /// sacrificed for its devour ability as it entered.
    CreaturesDevoured,
    /// Cards in the hand of a player.
    CardsInHand { player: PlayerRef },
    /// The number of cards in a player's graveyard: "If no cards are in that
    /// graveyard" (the graveyard a target card was in: `owner_of_target`),
    /// found as the instruction is followed.
    CardsInGraveyard { player: PlayerRef },
    /// Permanents on the battlefield matching a filter.
    Permanents { filter: Filter },
    /// The power of an object: a target, the source, the trigger object
    /// (last known information when it has left its zone, 608.2h, 112.7a).
    PowerOf { what: ObjRef },
    /// The toughness of an object (last known information if it left).
    ToughnessOf { what: ObjRef },
    /// The number of counters of a kind on an object (last known information if it left).
    CountersOn { what: ObjRef, kind: String },
    /// "That much": the amount of the event that triggered the ability (the
    /// damage dealt, for "whenever ~ is dealt damage"). Filled in as the
    /// ability triggers (603.2), so the ability remembers its own event.
    ThatMuch,
    /// "That many": how many objects the previous instruction of the same
    /// resolution moved ("discard your hand, then draw that many cards").
    ThatMany,
    /// The objects matching the filter that the previous instruction of the
    /// same resolution destroyed, sacrificed, discarded or tapped (as they
    /// last existed, 608.2h): "draw a card for each creature destroyed this
    /// way", "you gain 2 life for each permanent sacrificed this way",
    /// "for each land card discarded this way", "for each creature tapped
    /// this way". The verb names the instruction it counts after.
    CountedThisWay {
        #[serde(default, skip_serializing_if = "Filter::is_empty")]
        filter: Filter,
        verb: ThisWayVerb,
    },
    /// "Any number of": not an amount but a choice (608.2d) made as the
    /// instruction is followed, from none to every object that qualifies.
    /// Only the number of permanents sacrificed (701.15a), cards discarded
    /// (701.8) or permanents tapped (701.19a) by a chosen-objects
    /// instruction; anywhere else it counts 0 and the card text never says it.
    AnyNumber,
    /// "This way": the damage the previous `deal_damage` of the same
    /// resolution dealt, or the life its previous `lose_life` took, as it
    /// happened (after prevention and replacement): "you gain life equal to
    /// the life lost this way", "for each 1 life lost this way".
    ThisWay,
    /// The converted mana cost of an object (202.3; last known information if
    /// it left): "equal to its converted mana cost" (Opalescence, with `affected`).
    ManaValueOf { what: ObjRef },
    /// A player's life total (119).
    LifeOf { player: PlayerRef },
    /// Cards in a zone matching a filter (its `controller` reads the cards'
    /// owner): in every player's zone of that kind, or only in the zone of
    /// `whose` ("you": your graveyard; "opponent": your opponents').
    /// "The number of cards named Muscle Burst in all graveyards".
    CardsIn {
        zone: ZoneName,
        #[serde(default)]
        filter: Filter,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        whose: Option<Relation>,
    },
    /// The highest converted mana cost among permanents matching the filter (0
    /// with none): "the highest converted mana cost among permanents you control".
    HighestManaValue { filter: Filter },
    /// The sum of amounts: "3 plus the number of ...".
    Sum { of: Vec<Amount> },
    /// An amount times a fixed number: "+2/+2 for each ...", "twice ...".
    Times { factor: i32, of: Box<Amount> },
    /// The largest of these amounts: "for each creature blocking it beyond
    /// the first" is the blockers less one, and never less than 0.
    Max { of: Vec<Amount> },
    /// The number of creatures blocking an object (509.1h; 0 once it left combat).
    BlockersOf { what: ObjRef },
    /// The number of permanents matching the filter attached to an object
    /// (Auras 303.4, Equipment 301.5): "for each Aura attached to it", where
    /// `what` is `affected`, the object a change applies to ("[this] gets
    /// +2/+2 for each Aura attached to it", "equipped creature gets +1/+0
    /// for each Equipment attached to it").
    AttachedTo { what: ObjRef, filter: Filter },
    /// The number of basic land types (Plains, Island, Swamp, Mountain,
    /// Forest) among the lands the controller controls, 0 to 5: what the
    /// ability word "Domain" marks (207.2c).
    BasicLandTypes,
    /// How many creatures died this turn (700.4): "for each creature that
    /// died this turn", "the number of creatures that died this turn".
    CreaturesDiedThisTurn,
    /// How many creatures of a creature type died this turn, with that type
    /// as they last existed: "for each Zubera that died this turn".
    TypeDiedThisTurn { subtype: String },
    /// The number chosen by a `choose` instruction of the same spell or
    /// ability, or else the source's chosen number ("the last chosen number"); 0 if none.
    ChosenNumber,
}

/// Which spells and abilities a `cant_be_targeted_by` ability refuses: the
/// spells, the abilities or both; of these colours (`colors`; an ability by
/// its source's colours) or, with `non`, of none of them; Aura spells only
/// (`aura`); controlled by an opponent of the permanent's controller only
/// (`opponents`).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct TargetingRestriction {
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub spells: bool,
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub abilities: bool,
    #[serde(default, skip_serializing_if = "no_colors")]
    pub colors: ColorSet,
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub non: bool,
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub aura: bool,
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub opponents: bool,
}

fn no_colors(c: &ColorSet) -> bool {
    c.is_empty()
}

/// What the instruction before a `counted_this_way` amount did to the
/// objects it counts.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ThisWayVerb {
    Destroyed,
    Sacrificed,
    Discarded,
    Tapped,
    Exiled,
}

impl ThisWayVerb {
    /// The past participle the card text uses: "destroyed this way".
    pub fn word(self) -> &'static str {
        match self {
            ThisWayVerb::Destroyed => "destroyed",
            ThisWayVerb::Sacrificed => "sacrificed",
            ThisWayVerb::Discarded => "discarded",
            ThisWayVerb::Tapped => "tapped",
            ThisWayVerb::Exiled => "exiled",
        }
    }
    pub const ALL: [ThisWayVerb; 5] = [ThisWayVerb::Destroyed, ThisWayVerb::Sacrificed, ThisWayVerb::Discarded, ThisWayVerb::Tapped, ThisWayVerb::Exiled];
}

impl Default for Amount {
    fn default() -> Self {
        Amount::Fixed(1)
    }
}

/// A player named by an effect.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum PlayerRef {
    /// The controller of the spell or ability.
    You,
    /// The player chosen for target slot N.
    Target(usize),
    /// The controller of the object in target slot N (last known information if it left).
    ControllerOfTarget(usize),
    /// The owner of the object in target slot N.
    OwnerOfTarget(usize),
    /// The controller of the permanent that the source is attached to.
    ControllerOfAttached,
    /// The player or controller of the object that triggered the ability.
    TriggerPlayer,
    /// The player chosen by a `choose` instruction of the same spell or
    /// ability, or else as the source entered the battlefield ("the chosen player").
    Chosen,
    /// The defending player of the source (506.2: the player it is attacking,
    /// or the controller of the planeswalker it is attacking); none while it
    /// is not attacking.
    Defending,
    /// "That player", "he or she" in an instruction followed for each player
    /// or each opponent in turn: the player it is being followed for
    /// ("deals damage to each player equal to the number of lands he or she controls").
    EachInTurn,
}

/// An object or group of objects named by an effect.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
#[serde(rename_all = "snake_case")]
pub enum ObjRef {
    /// The object (or player, where it makes sense) chosen for target slot N.
    Target(usize),
    /// The source of the ability itself ("this creature").
    This,
    /// The permanent the source (an Aura or Equipment) is attached to.
    Attached,
    /// The object named by the trigger event (608.2i).
    TriggerObject,
    /// Every permanent on the battlefield matching the filter, as the effect starts (608.2g).
    All(Filter),
    /// "Target creature and each other creature that shares a color with it"
    /// (the radiance cards): the object of target slot N and, as the
    /// instruction is followed (608.2g), every other creature on the
    /// battlefield that has a colour the target has then (a colorless one
    /// shares none); nothing if the target is illegal (608.2b).
    TargetAndSharingColor(usize),
    /// Every card in a player's graveyard matching the filter, as the effect
    /// starts (608.2g, 611.2c): "each instant and sorcery card in your graveyard".
    InGraveyard { of: PlayerRef, filter: Filter },
    /// Every card in every graveyard matching the filter, as the effect
    /// starts (608.2g): "all creature cards from all graveyards".
    InAllGraveyards { filter: Filter },
    /// Every object chosen as a target ("exile two target creatures": both,
    /// in one instruction, so they move together); targets that became
    /// illegal are left out (608.2b).
    Targets,
    /// "That card": the new objects the previous instruction of this spell or
    /// ability moved (400.7: a card that changed zones is a new object the
    /// effect can still find), made (tokens) or chose (`choose_source`: "that
    /// source"). Exile then `moved` back is a flicker.
    Moved,
    /// "The sacrificed creature": what was sacrificed to pay the spell's
    /// additional cost (117.8), seen as it last was (112.7a).
    Sacrificed,
    /// "Its", in a change made to each of several objects: the object the
    /// change is being applied to ("each noncreature artifact is a creature
    /// with power and toughness each equal to its converted mana cost"). Read
    /// only by amounts of a continuous effect's changes.
    Affected,
    /// "The exiled card(s)": what this object exiled with an `exile` marked
    /// `linked` (607.2a: linked abilities of one object; a new object has no
    /// link, 400.7). Oblivion Ring's "return the exiled card".
    Linked,
    /// "A creature dealt damage this way": the creatures the previous
    /// `deal_damage` of this spell or ability dealt damage to (after
    /// prevention, 615.12 aside), as they are now (Yamabushi's Flame: "If a
    /// creature dealt damage this way would die this turn, exile it instead").
    DamagedThisWay,
}

/// A colour named by an effect: one of the five, or the one chosen by the
/// spell's or ability's `choose_color` instruction (written as colours are
/// everywhere in the card format: "White", ..., and "chosen").
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum ColorRef {
    White,
    Blue,
    Black,
    Red,
    Green,
    #[serde(rename = "chosen")]
    Chosen,
}

impl ColorRef {
    /// The colour, given the one chosen so far (if any).
    pub fn resolve(self, chosen: Option<Color>) -> Option<Color> {
        Some(match self {
            ColorRef::White => Color::White,
            ColorRef::Blue => Color::Blue,
            ColorRef::Black => Color::Black,
            ColorRef::Red => Color::Red,
            ColorRef::Green => Color::Green,
            ColorRef::Chosen => return chosen,
        })
    }
}

/// Where a damage or life effect goes.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Recipient {
    /// Target slot N, object or player.
    Target(usize),
    Player(PlayerRef),
    Object(ObjRef),
    EachPlayer,
    EachOpponent,
    /// Every player but the controller of the spell or ability: the
    /// opponents, and in a team game the teammates too ("each other player":
    /// Syphon Soul, Urborg Syphon-Mage).
    EachOtherPlayer,
    /// Every permanent matching the filter (fixed as the instruction starts, 608.2g)
    /// and every player: "each creature and each player" (Pestilence).
    AllAndEachPlayer(Filter),
    /// Every player and object chosen for the text's target slots, those
    /// still legal (608.2b): "any number of target players each draw ..."
    /// (a variable number of targets, 601.2c: one optional slot for each
    /// player a game can have, each player chosen once, 115.3).
    Targets,
    /// "[A] and [B]": every recipient of each part, dealt damage at once as
    /// one instruction (its amounts found first, 608.2h; one batch of damage
    /// events, 119.3): "target player and each creature he or she controls",
    /// "each attacking creature and each blocking creature", "you and each
    /// creature you control". The parts are themselves no `and`; a player or
    /// object in two parts is one recipient.
    And(Vec<Recipient>),
}

impl Recipient {
    /// The parts of an `and` recipient, or the recipient itself.
    pub fn parts(&self) -> Vec<&Recipient> {
        match self {
            Recipient::And(v) => v.iter().collect(),
            r => vec![r],
        }
    }
}

/// Where a countered or moved card goes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Destination {
    #[default]
    Graveyard,
    LibraryTop,
    LibraryBottom,
    Hand,
    Exile,
}

/// One instruction of a spell or ability (608.2c: followed in order).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", tag = "do", deny_unknown_fields)]
pub enum Effect {
    /// "[this] deals N damage to [recipient]" (119.3); with `unpreventable`,
    /// "The damage can't be prevented." (615.12: prevention effects still
    /// apply to it but prevent none of it, and no shield is used up).
    DealDamage {
        amount: Amount,
        to: Recipient,
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        unpreventable: bool,
        /// The source of the damage when it isn't the spell's or ability's
        /// own source (119.1): "Target creature you control deals damage
        /// equal to its power to target creature with flying", "That
        /// creature deals damage equal to its power to [this]". No damage
        /// when that object is gone or an illegal target (608.2b).
        #[serde(default, skip_serializing_if = "Option::is_none")]
        by: Option<ObjRef>,
    },
    GainLife { amount: Amount, player: PlayerRef },
    /// "Each player / each opponent gains N life", "any number of target
    /// players each gain N life": every player of the group gains the amount
    /// (counted once, 608.2h; "he or she" counted for each), the gains one
    /// after another in turn order, each a life-gain event (118.3, 616.1).
    PlayersGainLife { amount: Amount, players: Recipient },
    LoseLife { amount: Amount, to: Recipient },
    /// "[player] gets N poison counters" (104.3d; 810.10 in Two-Headed
    /// Giant: each player gets them, the team has them). Each player the
    /// recipient names gets `count` (an amount below zero gives none).
    GivePoison { to: Recipient, count: Amount },
    Destroy { what: ObjRef },
    /// Modifies the destroy instructions of the same spell (608.2c).
    CantBeRegenerated { what: ObjRef },
    /// "If that creature would die this turn, [exile it] instead" (614.1a):
    /// a replacement effect the resolving spell or ability creates on each
    /// object, lasting the turn (Magma Spray, Carbonize, Disintegrate).
    IfItWouldDie { what: ObjRef, instead: GraveyardInstead },
    Regenerate { what: ObjRef },
    /// 701.26a: "transform [this]": the permanent turns over to its other
    /// face; nothing happens to a permanent that isn't a double-faced card
    /// (701.26c, 711.5), nor to a token.
    Transform { what: ObjRef },
    /// "flip [this]" (709.2): the permanent flips if it is a flip card not
    /// flipped yet; flipping is one way (709.4).
    Flip { what: ObjRef },
    /// Moves the objects to exile. With `linked`, the exiled cards are
    /// remembered for the same object's other abilities, which name them as
    /// the ObjRef `linked` (607.2a: Oblivion Ring, Journey to Nowhere).
    /// With `until_this_leaves`, "exile [it] until [this] leaves the
    /// battlefield" (610.3): the exiled cards return to the battlefield under
    /// their owners' control as soon as the source leaves, and nothing is
    /// exiled if it already has (610.3a).
    Exile {
        what: ObjRef,
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        linked: bool,
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        until_this_leaves: bool,
    },
    ReturnToHand { what: ObjRef },
    /// "Put a [filter] card from your hand onto the battlefield [tapped]"
    /// (Elvish Piper, under "you may"): the controller chooses one matching
    /// card of their hand as this is followed (608.2d; none if none
    /// matches) and it enters under their control. An instant or sorcery
    /// card stays in the hand (400.4a).
    PutFromHand {
        #[serde(default)]
        filter: Filter,
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        tapped: bool,
    },
    /// "Put [target permanent] on top of / on the bottom of its owner's
    /// library": each object into its owner's library (400.3), at that end.
    /// One object: several put there at once would be arranged by their
    /// owner (401.4), a question this instruction doesn't ask.
    PutInLibrary {
        what: ObjRef,
        #[serde(default)]
        end: LibraryEnd,
    },
    Tap { what: ObjRef },
    Untap { what: ObjRef },
    /// "[object] phases out" (702.25b): treated as though it doesn't exist
    /// until it phases in before its controller's next untap (702.25a).
    PhaseOut { what: ObjRef },
    /// "Remove [object] from combat" (506.4): an attacking creature stops
    /// attacking, a blocking creature stops blocking (what it blocked stays
    /// blocked); a permanent not in combat is unaffected.
    RemoveFromCombat { what: ObjRef },
    /// "[Object] assigns no combat damage this turn" (510.1): the object
    /// named as it resolves assigns no combat damage for the rest of the turn.
    AssignsNoCombatDamage { what: ObjRef },
    /// "Tap or untap [objects]": the controller chooses as it resolves
    /// (608.2d) whether to tap them or to untap them (701.19a-b).
    TapOrUntap { what: ObjRef },
    /// "Choose a creature type", "choose an opponent", "name a card", "choose
    /// a number" (608.2d: the choice is made as the instruction is followed,
    /// by the controller). Later instructions of the same spell or ability
    /// read the answer: filters' `chosen_type`, `chosen_name` and
    /// `mana_value_chosen`, the player `chosen`, the amount `chosen_number`,
    /// the colour `chosen`. With `remember`, the source permanent keeps the
    /// answer as its own chosen value, replacing the one it had (Shapeshifter:
    /// "you may choose a number ... its power is equal to the last chosen number").
    Choose {
        choice: Choice,
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        remember: bool,
    },
    /// "[Objects] attack this turn if able": a requirement on the declaration of
    /// attackers (508.1d), not an ability, so it lasts even if the creature loses
    /// its abilities; it ends with the turn (514.2) or once the creature has attacked.
    AttacksIfAble { what: ObjRef },
    /// "[Objects] block [an attacker] this turn if able": a requirement on the
    /// declaration of blockers for the rest of the turn (509.1c): each of the
    /// objects it names must block `attacker` (the one it names as it
    /// resolves), or any attacking creature without it.
    BlocksIfAble {
        what: ObjRef,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        attacker: Option<ObjRef>,
    },
    /// "[Object] can block an additional creature this turn" (`additional`
    /// 1), "... can block any number of creatures this turn" (`additional`
    /// none): for the rest of the turn, the object named as it resolves may
    /// be declared as the blocker of that many more attackers (509.1a).
    CanBlockAdditional {
        what: ObjRef,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        additional: Option<u32>,
    },
    /// "[Objects] can attack this turn as though [they] didn't have defender"
    /// (702.3b): for the rest of the turn, the objects named as it resolves
    /// may be declared as attackers even with defender.
    AttackDespiteDefender { what: ObjRef },
    /// "[Objects] can't block [attacker] this turn" (509.1b): for the rest of
    /// the turn, the objects named as it resolves (`what`), or every creature
    /// matching `all` as blockers are declared (seen from the controller),
    /// can't block the attacker named as it resolves; they may block others.
    CantBlockAttacker {
        #[serde(default, skip_serializing_if = "Option::is_none")]
        what: Option<ObjRef>,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        all: Option<Filter>,
        attacker: ObjRef,
    },
    /// "All [creatures matching `by`] able to block [object] this turn do so"
    /// (509.1c): for the rest of the turn, each creature matching `by` (seen
    /// from the controller) as blockers are declared must block it if able.
    MustBeBlocked { what: ObjRef, by: Filter },
    /// "[Objects] can't attack / can't block this turn" (508.1c, 509.1b): a
    /// restriction on the declarations for the rest of the turn. With
    /// `what`, on the objects it names as it resolves ("target creature
    /// can't block this turn"); with `all`, on every creature matching the
    /// filter when attackers or blockers are declared, those that arrive
    /// or start to match later too ("creatures without flying can't block
    /// this turn": it changes the rules, not the creatures, 611.2c).
    /// `be_blocked`: "can't be blocked this turn".
    CantAttackOrBlock {
        #[serde(default, skip_serializing_if = "Option::is_none")]
        what: Option<ObjRef>,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        all: Option<Filter>,
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        attack: bool,
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        block: bool,
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        be_blocked: bool,
    },
    PutCounters { what: ObjRef, kind: String, count: Amount },
    /// "Move a [kind] counter from [from] onto [to]" (121.5): taken from the
    /// first object and put on the second, as many as it has up to `count`;
    /// nothing when they are the same object, when the first has none, or
    /// when either is no longer on the battlefield. Graft (702.57a).
    MoveCounters { from: ObjRef, to: ObjRef, kind: String, count: Amount },
    RemoveCounters { what: ObjRef, kind: String, count: Amount },
    Draw { player: Recipient, count: Amount },
    /// Discard the whole hand, or with a filter every card in it that matches
    /// ("discards all cards with that name", "all nonland cards with
    /// converted mana cost equal to the number").
    DiscardHand {
        player: Recipient,
        #[serde(default, skip_serializing_if = "Filter::is_empty")]
        filter: Filter,
    },
    /// The player discards N cards of their choice (608.2d); with a filter,
    /// only cards matching it (fewer if fewer match). With `you_choose` the
    /// controller chooses them, seeing the hand ("Target opponent reveals
    /// his or her hand. You choose a nonland card from it. That player
    /// discards that card": Duress, after `reveal_hand`).
    Discard {
        player: Recipient,
        count: Amount,
        #[serde(default, skip_serializing_if = "Filter::is_empty")]
        filter: Filter,
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        you_choose: bool,
    },
    Mill { player: Recipient, count: Amount },
    /// "Exile the top [N] card(s) of [your / target player's] library": the
    /// top cards, face up, in one event; the cards exiled are what the next
    /// instruction calls "that card" / "those cards".
    ExileTop { player: Recipient, count: Amount },
    /// "Until end of turn, you may play that card" (601.3, 305.1): the cards
    /// the instruction before exiled may be played from exile by this
    /// ability's controller for the duration (`end_of_turn` or
    /// `until_your_next_turn`): a land with a land play of the turn, a spell
    /// cast with its timing and costs. A card that leaves exile is a new
    /// object the permission doesn't name (400.7).
    MayPlayExiled { duration: Duration },
    /// "[Player] reveals his or her hand" (701.14 in later rules: every
    /// player sees those cards; the event names them).
    RevealHand { player: Recipient },
    /// 500.7: "[player] takes an extra turn after this one" (`count` 2:
    /// "two extra turns"): each is added directly after this turn, the most
    /// recently added taken first.
    ExtraTurn {
        player: Recipient,
        #[serde(default = "one", skip_serializing_if = "is_one")]
        count: u32,
    },
    /// 614.10: "[player] skips his or her next turn": the next turn that
    /// player would take doesn't happen (an extra turn included); each such
    /// instruction skips one more (614.10a).
    SkipNextTurn { player: Recipient },
    /// "[Player] gets an emblem with \"[ability]\"" (113.2 in the 2017
    /// rules): that player puts an emblem into the command zone, owned and
    /// controlled by them, with these abilities and no other characteristics;
    /// its abilities work from there (113.4).
    GetEmblem { player: Recipient, abilities: Vec<Ability> },
    /// 614.10: "[player] skips his or her next untap step / draw step /
    /// combat phase": the next one of that player's turns doesn't happen
    /// (`step`: `draw`, or `beginning_of_combat` for the whole combat
    /// phase); several add up (614.10a).
    SkipNextStep { player: Recipient, step: crate::rules::types::Step },
    /// The player discards N cards at random (701.8b): chosen with the game's
    /// seeded generator, so a replay discards the same cards.
    DiscardAtRandom { player: Recipient, count: Amount },
    /// "[Player] reveals a card at random from his or her hand" (701.14):
    /// N cards of the player's hand chosen with the game's seeded generator
    /// and shown to every player; they stay in the hand (701.14b). The next
    /// instructions name them "that card" / "it" / "the revealed card" (the
    /// ObjRef `moved`).
    RevealAtRandom { player: Recipient, count: Amount },
    /// "Look at the top card of target player's library" (401.2: only the
    /// controller sees it; it stays where it is). The next instructions
    /// name it "that card" (the ObjRef `moved`).
    LookAtTopOfLibrary { player: Recipient },
    /// "Look at target player's hand" (a hand is hidden, 402.3; looking
    /// shows its cards to the controller alone, 701.14d of the reference).
    LookAtHand { player: Recipient },
    /// "Return N [filter] cards at random from your graveyard to your hand":
    /// the cards matching the filter in the controller's graveyard, N of them
    /// picked with the game's seeded generator (all of them when there are no
    /// more), move to the hand together (400.6). "It" after names them.
    ReturnAtRandom {
        #[serde(default, skip_serializing_if = "Filter::is_empty")]
        filter: Filter,
        count: Amount,
    },
    /// Add mana to the controller's pool (106.4), typed when the card is read;
    /// with `for_each`, that mana once for each one counted as it is added
    /// ("Add {G} to your mana pool for each creature you control": Gaea's
    /// Cradle, Priest of Titania, Cabal Coffers).
    AddMana {
        mana: ManaAmount,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        for_each: Option<Amount>,
        /// Whose pool: the controller's when absent; "its controller" of a
        /// "tapped for mana" trigger is `trigger_player` (Wild Growth).
        #[serde(default, skip_serializing_if = "Option::is_none")]
        player: Option<PlayerRef>,
    },
    /// "Add N mana of any color" / "of any one color" / "in any combination
    /// of colors" / "in any combination of {R} and/or {G}" (106.3, 608.2d):
    /// mana whose colours its controller chooses as it is added. A mana
    /// ability's choice is named with its activation (605.3b: it resolves at
    /// once); a spell's or another ability's is asked as it resolves.
    AddManaOfChoice {
        #[serde(default = "one_amount")]
        amount: Amount,
        /// The colours it may be; every colour when empty ("of any color").
        #[serde(default, skip_serializing_if = "Vec::is_empty")]
        colors: Vec<Color>,
        /// "Of any one color": all of it is one colour (else any combination).
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        one_color: bool,
        /// "Of any color that a [filter] could produce" (106.7): only the
        /// colours the permanents matching the filter (seen from the
        /// controller) could add now; none when they could add none.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        could_produce: Option<Filter>,
        /// "Of the chosen color": only the colour the source chose as it
        /// entered the battlefield (614.12: Coldsteel Heart, Sol Grail); no
        /// mana when it chose none.
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        chosen_color: bool,
    },
    /// Counter target spell (701.5); Memory Lapse sends it elsewhere (608.2c).
    Counter {
        what: ObjRef,
        #[serde(default)]
        to: Destination,
    },
    /// Copy target spell (706.10); the controller may choose new targets.
    CopySpell {
        what: ObjRef,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        set_color: Option<Color>,
        /// How many copies (default one), each with its own choice of new targets.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        count: Option<Amount>,
    },
    /// Create N tokens (110.5), under the controller's control, or under the
    /// control of `under` ("put ... onto the battlefield under target
    /// opponent's control"): that player owns and controls them (110.5a).
    CreateTokens {
        count: Amount,
        /// Shared by every token this instruction makes, on every resolution
        /// (one definition, not a copy per token).
        token: std::sync::Arc<CardDef>,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        under: Option<PlayerRef>,
    },
    /// "Put N tokens onto the battlefield that are copies of [object]" (706.2,
    /// 110.5): each token's copiable values are the object's (its printed
    /// values, or what a copy effect made them), read from last known
    /// information if it has left (Giant Adephage's copy of itself after it
    /// died). Under the controller's control, or `under`'s. The tokens are
    /// "that token" (`moved`) for the next instructions.
    CreateTokenCopy {
        of: ObjRef,
        #[serde(default)]
        count: Amount,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        under: Option<PlayerRef>,
    },
    /// "Prevent all combat damage that would be dealt this turn" (Fog).
    PreventAllCombatDamage,
    /// "Damage can't be prevented this turn" (Flaring Pain): for the rest of
    /// the turn no damage can be prevented (615.12).
    DamageCantBePreventedThisTurn,
    /// A prevention shield (615.7): "prevent the next N damage that would be
    /// dealt to [recipient] this turn", or all of it when `amount` is absent;
    /// with `from`, only damage dealt by that source (615.2); with `from` and
    /// no `to`, damage that source would deal to anything. `next_time`: "the
    /// next time [a source] would deal damage to [recipient] this turn,
    /// prevent that damage": all of that one event's damage, then the shield
    /// is gone (no `amount`). `combat`: only combat damage (510.2: "prevent
    /// all combat damage that would be dealt by target creature this turn").
    PreventDamage {
        #[serde(default, skip_serializing_if = "Option::is_none")]
        amount: Option<Amount>,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        to: Option<Recipient>,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        from: Option<ObjRef>,
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        next_time: bool,
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        combat: bool,
    },
    /// "Choose a [filter] source" (609.7a): as the instruction is followed, its
    /// controller chooses one source of damage matching the filter (seen from
    /// them): a permanent, a spell on the stack, or the source of an ability
    /// on the stack (even one that has left its zone since). The chosen source
    /// is `moved` ("that source") for the next instructions. With none to
    /// choose, nothing is chosen and those instructions find nothing.
    ChooseSource {
        #[serde(default, skip_serializing_if = "Filter::is_empty")]
        filter: Filter,
    },
    /// "You choose a [nonland] card from it" after "[player] reveals his or
    /// her hand" (608.2d): the controller chooses one card matching the
    /// filter in that player's hand (one player: a target, or the player
    /// the trigger names); the card is `moved` ("that card") for the next
    /// instructions ("Exile that card."). With none to choose, nothing is
    /// chosen. Night Terrors, Castigate.
    ChooseFromHand {
        player: Recipient,
        #[serde(default, skip_serializing_if = "Filter::is_empty")]
        filter: Filter,
    },
    /// "Reveal any number of [filter] cards in your hand" (608.2d: chosen as
    /// the instruction is followed; 701.14 in later rules: every player sees
    /// them). The cards revealed are `moved` for the next instructions:
    /// "where X is the number of cards revealed this way" is `that_many`.
    /// Cinder Seer, Ivy Seer, Nightshade Seer.
    RevealFromHand {
        #[serde(default, skip_serializing_if = "Filter::is_empty")]
        filter: Filter,
    },
    /// "[Player] chooses a [filter] he or she controls" (608.2d): as the
    /// instruction is followed, that player (one player: a target, you)
    /// chooses one permanent matching the filter, its relations seen from
    /// the chooser (`controller: you` is "he or she controls"). The chosen
    /// permanent is `moved` ("it") for the next instructions; with none to
    /// choose, nothing is chosen and they find nothing. Imperial Edict:
    /// "Target opponent chooses a creature he or she controls. Destroy it."
    ChoosePermanent {
        player: Recipient,
        #[serde(default, skip_serializing_if = "Filter::is_empty")]
        filter: Filter,
    },
    /// A redirection shield (614.9): "the next N damage that would be dealt
    /// to [to] this turn is dealt to [instead] instead". `to` and `instead`
    /// each name one creature, planeswalker or player. With `from`, only
    /// damage that source deals; `next_time`: "the next time [a source]
    /// would deal damage to [to] this turn, that source deals that damage to
    /// [instead] instead": all of that one event's damage, then it is gone
    /// (`amount` is then left out).
    RedirectDamage {
        #[serde(default)]
        amount: Amount,
        to: Recipient,
        instead: Recipient,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        from: Option<ObjRef>,
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        next_time: bool,
    },
    /// "[Players] sacrifice(s) N [filter]" (701.15a): each player chooses
    /// that many of the permanents they control matching the filter (all of
    /// them when they have no more), in APNAP order (608.2e), then every
    /// chosen permanent is sacrificed at the same time. "That many" after it
    /// counts them (Syphon Flesh).
    Sacrifice {
        player: Recipient,
        #[serde(default, skip_serializing_if = "Filter::is_empty")]
        filter: Filter,
        #[serde(default = "one_amount")]
        count: Amount,
    },
    /// "[Players] return(s) N [filter permanents] they control to their
    /// owner's hand" (608.2d: chosen as the instruction is followed, not
    /// targeted): each player named chooses that many of the permanents they
    /// control matching the filter (all of them when they have no more), in
    /// APNAP order (608.2e); then the chosen permanents move together. The
    /// karoo lands' "return a land you control to its owner's hand".
    ReturnChosenToHand {
        player: Recipient,
        #[serde(default, skip_serializing_if = "Filter::is_empty")]
        filter: Filter,
        #[serde(default = "one_amount")]
        count: Amount,
    },
    /// "[Player] exiles a card from his or her graveyard / hand" (608.2d:
    /// chosen as the instruction is followed, not targeted): each player
    /// named chooses that many cards of their own in that zone (`from`: the
    /// graveyard or the hand; all of them, without a question, when they
    /// have no more) in APNAP order (608.2e), then every chosen card is
    /// exiled at the same time. The cards exiled are `moved` ("If it's a
    /// creature card, ..."). Relic of Progenitus, Scrabbling Claws, Kyoki.
    ExileChosen {
        player: Recipient,
        from: ZoneName,
        #[serde(default = "one_amount")]
        count: Amount,
    },
    /// "Untap up to N [filter permanents]" (701.19b; 608.2d: chosen as the
    /// instruction is followed, not targeted): the controller chooses up to
    /// `count` of the tapped permanents matching the filter, any player's,
    /// and untaps them. Great Whale's "untap up to seven lands".
    UntapUpTo {
        #[serde(default, skip_serializing_if = "Filter::is_empty")]
        filter: Filter,
        count: Amount,
    },
    /// "Tap any number of untapped creatures you control" (701.19a; 608.2d:
    /// chosen as the instruction is followed, not targeted): the controller
    /// chooses `count` of the untapped permanents matching the filter (all
    /// of them when there are no more; as many as they like when the count
    /// is `any_number`) and taps them. Later instructions count them "tapped this way".
    TapChosen {
        #[serde(default, skip_serializing_if = "Filter::is_empty")]
        filter: Filter,
        count: Amount,
    },
    /// Equip and similar: attach the source to target slot N (701.3).
    AttachSourceTo { target: usize },
    /// 702.54a-b (reference rules): "exile it haunting target creature": the
    /// card (`what`, in the graveyard) is exiled, and while it stays in exile
    /// it haunts the creature of target slot 0 (`ObjectExtra::haunting`); its
    /// "when the creature it haunts dies" abilities work from exile (702.54c).
    ExileHaunting { what: ObjRef },
    /// "Then attach this to it" (701.3a): the source attached to the object
    /// the instruction before made or moved (400.7: the Germ token of living
    /// weapon, 702.90a). Nothing if that object or the source has left the
    /// battlefield, or it can't be attached (301.5c: an Equipment only to a creature).
    AttachSourceToIt,
    /// The controller of the source sacrifices it.
    SacrificeSource,
    /// "Sacrifice it" (you sacrifice the object, if you control it) and
    /// "Its controller sacrifices it" (`its_controller`: whoever controls it
    /// does), 701.15a: only a permanent's controller can sacrifice it.
    SacrificeObject {
        what: ObjRef,
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        its_controller: bool,
    },
    /// The controller wins the game: each opponent loses (104.2b, 104.3e).
    WinTheGame,
    /// The controller loses the game (104.3a is a concession; an effect that
    /// says a player loses is 104.3e).
    LoseTheGame,
    /// A delayed triggered ability "at the beginning of the next end step, [effects]" (603.7a);
    /// its trigger object is what the previous `exile` moved ("that card").
    AtBeginningOfNextEndStep {
        effects: Vec<Effect>,
        #[serde(default)]
        text: String,
    },
    /// Put exiled or graveyard cards onto the battlefield under their owners'
    /// control, or under the controller's with `under_your_control` ("return
    /// that card to the battlefield under your control", Fool's Demise).
    ReturnToBattlefield {
        what: ObjRef,
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        under_your_control: bool,
        /// "With a -1/-1 counter on it": counters it enters with (614.1c; persist).
        #[serde(default, skip_serializing_if = "Vec::is_empty")]
        with_counters: Vec<CounterSpec>,
        /// "To the battlefield tapped".
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        tapped: bool,
        /// "To the battlefield flipped" (110.6b: it enters with that status;
        /// a card that is not a flip card enters as usual, 709.2).
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        flipped: bool,
    },
    /// "Flip a coin. If you win the flip, [win]. If you lose the flip,
    /// [lose]." (705.1): the controller flips; the game's seeded generator
    /// gives the result, winning half the time, and the instructions of that
    /// result are followed next (either list may be empty).
    FlipCoin {
        #[serde(default, skip_serializing_if = "Vec::is_empty")]
        win: Vec<Effect>,
        #[serde(default, skip_serializing_if = "Vec::is_empty")]
        lose: Vec<Effect>,
    },
    /// "Clash with an opponent. If you win, [win]. Otherwise, [otherwise]."
    /// (701.20): the controller chooses an opponent; each reveals the top
    /// card of their library and may put it on the bottom; the controller
    /// wins if their card's converted mana cost is higher than the other's
    /// (or the other revealed none). The result's instructions follow.
    Clash {
        #[serde(default, skip_serializing_if = "Vec::is_empty")]
        win: Vec<Effect>,
        #[serde(default, skip_serializing_if = "Vec::is_empty")]
        otherwise: Vec<Effect>,
    },
    /// "You may [effects]": the controller chooses on resolution (603.5,
    /// 608.2d). "If you don't, [otherwise]": the `otherwise` instructions are
    /// followed instead when the player declines, or can't do the first of
    /// `effects` (608.2d: an impossible option can't be chosen, such as
    /// sacrificing a creature with none to sacrifice). "[Instruction]
    /// unless you sacrifice a Forest" is one too: the sacrifice of a Forest
    /// is the choice, the instruction the other outcome ("sacrifice [this]
    /// unless you sacrifice a Forest").
    May {
        effects: Vec<Effect>,
        #[serde(default, skip_serializing_if = "Vec::is_empty")]
        otherwise: Vec<Effect>,
        #[serde(default)]
        text: String,
    },
    /// "[effects] unless you pay N life [for each ...]" (603.5, 119.4): the
    /// controller decides on resolution, and can choose to pay only with at
    /// least that much life (cumulative upkeep's "Pay 1 life"). With `payer`,
    /// that player decides ("unless its controller pays 2 life", "unless he
    /// or she pays 7 life").
    UnlessYouPayLife {
        life: i32,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        times: Option<Amount>,
        effects: Vec<Effect>,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        payer: Option<PlayerRef>,
        #[serde(default)]
        text: String,
    },
    /// "[effects] unless you pay [mana]" (603.5, 608.2d): the controller decides on
    /// resolution, and may activate mana abilities to pay (608.2f); a player who can't
    /// pay can't choose to.
    UnlessYouPay {
        mana: ManaCost,
        /// "[mana] for each ...": the mana is paid that many times (counted
        /// as the instruction is followed, 608.2h; nothing to pay for 0).
        #[serde(default, skip_serializing_if = "Option::is_none")]
        times: Option<Amount>,
        effects: Vec<Effect>,
        /// Who may pay, when not the controller: the player the instruction
        /// names ("that player sacrifices a permanent unless he or she pays
        /// {1}"), who then decides.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        payer: Option<PlayerRef>,
        #[serde(default)]
        text: String,
    },
    /// "You may pay [mana]. If you do, [effects]" (608.2d): the controller
    /// decides on resolution whether to pay (a player who can't pay can't
    /// choose to, and may activate mana abilities to pay, 608.2f); the
    /// effects happen only if the mana was paid, and the `otherwise`
    /// instructions only if it wasn't (recover, 702.58a: "Otherwise, exile
    /// this card").
    MayPay {
        mana: ManaCost,
        effects: Vec<Effect>,
        #[serde(default, skip_serializing_if = "Vec::is_empty")]
        otherwise: Vec<Effect>,
        #[serde(default)]
        text: String,
    },
    /// The general form of a characteristic-changing effect of a resolving spell
    /// or ability (611.2, 613): the objects it names (fixed as it resolves,
    /// 611.2c) get each change in its own layer: "becomes a 3/3 creature",
    /// "loses all abilities", "has base power and toughness 0/1", "switch its
    /// power and toughness", "gets +3/+3". Its numbers are worked out for every
    /// object before any of them changes (608.2h: "+X/+X" is counted once) and
    /// stay what they were then. It lasts as long as its `duration` says
    /// (611.2b; for good without one). The spellings `pump` and `set_color`
    /// are read as this kind (`cards::lowering`).
    Continuous {
        what: ObjRef,
        modifications: Vec<Modification>,
        #[serde(default, skip_serializing_if = "Duration::is_indefinite")]
        duration: Duration,
        /// How the log describes the change ("becomes a 3/3 creature").
        #[serde(default)]
        text: String,
    },
    /// "Gain control of [objects]" (613.1b) for as long as its `duration`
    /// says: the controller of the spell or ability becomes their controller.
    /// Sower of Temptation's "for as long as Sower of Temptation remains on
    /// the battlefield" is `{"as_long_as": {"if": "source_is", "filter": {}}}`.
    GainControl {
        what: ObjRef,
        #[serde(default, skip_serializing_if = "Duration::is_indefinite")]
        duration: Duration,
    },
    /// "[Player]'s life total becomes N" (118.5): they gain or lose the difference.
    SetLife { player: PlayerRef, amount: Amount },
    /// "Look at the top N cards of your library" (401.2: the library's cards
    /// are hidden; the instruction lets its controller see them), or with
    /// `reveal` "reveal the top N" (every player sees them). With `take`,
    /// some of them go to the hand first ("put one of them into your hand",
    /// "you may reveal a creature card from among them and put it into your
    /// hand", "put all Goblin cards revealed this way into your hand"); the
    /// rest go back on top, or with `rest` `"bottom"` on the bottom, in an
    /// order the controller chooses (an `arrange_cards` question, top first).
    /// Fewer than N cards: all of them.
    LookAtTop {
        count: Amount,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        take: Option<TakeLooked>,
        #[serde(default, skip_serializing_if = "LibraryEnd::is_top")]
        rest: LibraryEnd,
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        reveal: bool,
        /// "... and the rest into your graveyard": the cards not taken go to
        /// the graveyard together (not back to the library; `rest` unused).
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        rest_into_graveyard: bool,
        /// Whose library: yours, or another player's ("look at the top three
        /// cards of target player's library, then put them back in any
        /// order": you see them and choose their order; "target player
        /// reveals the top card of his or her library"). Cards of another
        /// player's library are never taken.
        #[serde(default = "you_recipient", skip_serializing_if = "is_you_recipient")]
        player: Recipient,
    },
    /// "Scry N" (701.18; 701.16 in later rules): the controller looks at the
    /// top N cards of their library, puts any number of them on the bottom in
    /// any order and the rest back on top in any order (a `choose_cards`
    /// question for the bottom ones, then `arrange_cards` for each pile of two
    /// or more). Fewer than N cards: all of them; scry 0 does nothing.
    Scry { count: Amount },
    /// "Proliferate" (701.24; 701.25 in later rules): the controller chooses
    /// any number of permanents and players with counters; each gets one more
    /// counter of a kind it has (the controller picks the kind where a
    /// permanent has several). A player's counters are poison counters.
    Proliferate,
    /// The effect of cascade's trigger (702.83a; 702.84a in later rules):
    /// cards exiled from the top of the controller's library until a nonland
    /// card with converted mana cost less than `below` (the cascading
    /// spell's, fixed as it was cast); they may cast it without paying its
    /// mana cost; the other cards exiled this way go on the bottom in a
    /// random order. Made by the rules for a spell with cascade, not written.
    Cascade { below: i32 },
    /// The effect of ripple's trigger (702.58a; 702.59a in later rules): the
    /// controller may reveal the top `count` cards of their library; they
    /// may cast any of them with the spell's name (`name`, fixed as it was
    /// cast) without paying their mana costs, one after another; the others
    /// go on the bottom. Made by the rules for a spell with ripple, not written.
    Ripple { count: u32, name: String },
    /// "[Player] reveals cards from the top of his or her library until he or
    /// she reveals [N] [filter] card(s)" (701.14): the cards are revealed one
    /// at a time from the top, staying in the library, until `count` cards
    /// matching `filter` have been (or the library runs out). Then the cards
    /// found go to `found` and the other cards revealed this way to `rest`
    /// ("Put that card into your hand and the rest into your graveyard"),
    /// each to the revealing player's hand, graveyard or library.
    RevealUntil {
        player: Recipient,
        #[serde(default)]
        filter: Filter,
        #[serde(default = "one_amount")]
        count: Amount,
        found: RevealedTo,
        rest: RevealedTo,
    },
    /// "Search your library for up to N [filter] cards, [reveal them,] put
    /// them [into your hand / onto the battlefield (tapped) / on top of it],
    /// then shuffle" (701.17, 701.18): the controller chooses among the
    /// matching cards (and may find fewer than there are: the library is
    /// hidden, 701.17b). `library_top` shuffles first, then puts the cards on
    /// top (701.18b: "shuffle your library, then put the card on top of it").
    /// With `library`, another player's ("Search target player's library
    /// for three cards and exile them. Then that player shuffles his or her
    /// library."): the controller searches it, the cards go to exile or onto
    /// the battlefield under the controller's control, and its owner
    /// shuffles it.
    SearchLibrary {
        #[serde(default)]
        filter: Filter,
        #[serde(default = "one")]
        count: u32,
        to: SearchTo,
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        tapped: bool,
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        reveal: bool,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        library: Option<Recipient>,
        /// "Any number of [filter] cards": as many as the searcher chooses
        /// to find (`count` stays 1 and is not read).
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        any_number: bool,
    },
    /// "Shuffle [your hand], [your graveyard] and [all permanents you own] into
    /// your library" (701.16): the cards move together, then the library is
    /// shuffled. With `what`, those objects go too, each into its owner's
    /// library ("shuffle it into its owner's library": Serra Avatar), and each
    /// library that received one is shuffled. With `each_player`, every
    /// player does it at once ("Each player shuffles his or her hand and
    /// graveyard into his or her library": Timetwister). At least one of
    /// `player`, `each_player` and `what`.
    ShuffleIntoLibrary {
        #[serde(default, skip_serializing_if = "Option::is_none")]
        player: Option<PlayerRef>,
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        each_player: bool,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        what: Option<ObjRef>,
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        hand: bool,
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        graveyard: bool,
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        permanents: bool,
    },
    /// "[effects]; if [condition], [instead] instead": a spell's or ability's
    /// own replacement of part of its effect (self-replacement, 614.15 of the
    /// reference). The condition is checked as the instruction is followed,
    /// before the event exists, so it applies before any other replacement
    /// effect (616.1a): Galvanic Blast deals 4 instead of 2 with metalcraft,
    /// and Furnace of Rath then doubles the 4.
    Instead {
        condition: Condition,
        instead: Vec<Effect>,
        #[serde(default)]
        otherwise: Vec<Effect>,
    },
    /// "Counter [spell] unless its controller pays [mana]" (Mana Leak). The controller
    /// chooses as the effect is applied (608.2d) and may activate mana abilities to pay (608.2f).
    /// "[mana] for each ..." (`times`): the mana paid that many times, counted as
    /// the instruction is followed (608.2h; nothing to pay for 0).
    CounterUnlessPays {
        what: ObjRef,
        mana: ManaCost,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        times: Option<Amount>,
    },
    /// "Any player may [option] or [option]. If a player does, [then]" (608.2d):
    /// players are asked in turn order (APNAP), each about each option in the
    /// order listed, until one of them takes one; a player who can't do an
    /// option isn't offered it. Worms of the Earth: sacrifice two lands, or be
    /// dealt 5 damage by it; then destroy it.
    AnyPlayerMay {
        options: Vec<PlayerOption>,
        #[serde(default)]
        then: Vec<Effect>,
        /// "If no one does, [otherwise]" (Browbeat, Book Burning).
        #[serde(default, skip_serializing_if = "Vec::is_empty")]
        otherwise: Vec<Effect>,
    },
    /// 601.2d: deal each chosen target the damage assigned to it when the spell was cast.
    DealDividedDamage,
    /// 601.2d, 615.7: "Prevent the next N damage that would be dealt this turn
    /// to any number of target creatures and/or players, divided as you
    /// choose": each chosen target still legal gets a shield for the share
    /// given to it when the spell was cast.
    PreventDividedDamage,
    /// 608.2f: "You may cast [a filter card from your hand / target card / the
    /// exiled card] [without paying its mana cost]" while this resolves; the
    /// spell goes on the stack above it and nobody receives priority until this
    /// finishes resolving. Without `what`, a card from the controller's hand,
    /// chosen as this resolves; with it, one of the cards it names, from the
    /// zone each is in (a graveyard, exile).
    Cast {
        #[serde(default, skip_serializing_if = "Option::is_none")]
        what: Option<ObjRef>,
        #[serde(default)]
        filter: Filter,
        #[serde(default)]
        without_paying_mana_cost: bool,
        /// 702.34a, 702.34b: by paying its madness cost rather than its mana
        /// cost (an alternative cost, 117.9); cards without one aren't offered.
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        madness_cost: bool,
        /// "Cast it ... if able" (suspend, 702.61a): not a choice; the card is
        /// cast unless it can't be (then it stays where it is).
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        if_able: bool,
        /// 702.61a: a creature spell cast this way gains haste until its
        /// caster loses control of it or of the permanent it becomes.
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        gains_haste: bool,
    },
    /// "Put [it] into its owner's graveyard" from wherever it is (not from
    /// the battlefield, where that is sacrificing or destroying, nor from the
    /// stack): madness's card that wasn't cast (702.34a).
    PutIntoGraveyard { what: ObjRef },
    /// A delayed triggered ability (603.7), created as this instruction is
    /// followed: "when [the object] leaves the battlefield / becomes untapped /
    /// dies", "at the beginning of the next end step", "at end of combat".
    /// `about` names the object it follows (603.7c); without it, the object
    /// the previous instruction moved, if any. It triggers once (603.7b)
    /// unless `this_turn` gives it a duration.
    DelayedTrigger {
        when: DelayedWhen,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        about: Option<ObjRef>,
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        this_turn: bool,
        effects: Vec<Effect>,
        #[serde(default)]
        text: String,
    },
    /// A delayed triggered ability "at end of combat, [effects]" (603.7a).
    AtEndOfCombat {
        effects: Vec<Effect>,
        #[serde(default)]
        text: String,
    },
    /// "Change the target of target spell with a single target" (115.7):
    /// as it resolves, its controller chooses another legal target for that
    /// spell (legal for the spell, as its own controller would choose it);
    /// with none, the target stays. A spell with other than one target is
    /// left alone.
    ChangeTarget { what: ObjRef },
    /// "Spend this mana only to cast creature spells" (106.6): the mana the
    /// instruction before added may pay only for what `only` names; it stays
    /// in the pool apart (and empties with it, 106.4) until spent so.
    SpendOnly { only: SpendOnly },
}

/// What restricted mana may pay for (106.6): the total cost of a spell
/// matching `spells` (601.2h), or the cost of an activated ability whose
/// source matches `abilities` (602.2b); nothing else ("unless ... pays",
/// costs paid as something resolves).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SpendOnly {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub spells: Option<Filter>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub abilities: Option<Filter>,
}

impl Effect {
    /// Does it add mana (605.1a)?
    pub fn adds_mana(&self) -> bool {
        matches!(self, Effect::AddMana { .. } | Effect::AddManaOfChoice { .. })
    }

    /// An instruction a mana ability may carry beside its mana, one that asks
    /// nothing as the ability resolves at once (605.3b): damage dealt to its
    /// controller by the source, life its controller loses or gains
    /// ("Adarkar Wastes deals 1 damage to you"), a number of life each
    /// opponent gains ("Each opponent gains 1 life"), a restriction on
    /// spending its mana ("Spend this mana only ..."), counters put on or
    /// removed from its source, sacrificing its source, or one of these under
    /// an "if" ("If there are no depletion counters on [this], sacrifice it").
    /// "[This] doesn't untap during your next untap step" (the Tempest
    /// lands' mana abilities).
    pub fn is_doesnt_untap_next_itself(&self) -> bool {
        matches!(self, Effect::Continuous { what: ObjRef::This, modifications, duration: Duration::NextUntapStep, .. } if modifications.as_slice() == [Modification::DoesntUntap])
    }

    pub fn is_mana_side_effect(&self) -> bool {
        matches!(
            self,
            Effect::DealDamage { to: Recipient::Player(PlayerRef::You), .. }
                | Effect::LoseLife { to: Recipient::Player(PlayerRef::You), .. }
                | Effect::GainLife { player: PlayerRef::You, .. }
                | Effect::PlayersGainLife { players: Recipient::EachOpponent, amount: Amount::Fixed(_) }
                | Effect::SpendOnly { .. }
                | Effect::PutCounters { what: ObjRef::This, .. }
                | Effect::RemoveCounters { what: ObjRef::This, .. }
                | Effect::SacrificeSource
                | Effect::Draw { player: Recipient::Player(PlayerRef::You), count: Amount::Fixed(_) }
        ) || self.is_doesnt_untap_next_itself()
            || matches!(self, Effect::Instead { instead, otherwise, .. } if instead.iter().chain(otherwise).all(|e| e.is_mana_side_effect()))
    }
}

/// Where the cards found by a library search go.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum SearchTo {
    Hand,
    Battlefield,
    LibraryTop,
    /// "... and put them into your graveyard" (a public zone: the cards are named).
    Graveyard,
    /// "... and exile them" (another player's library).
    Exile,
}

/// Something a player may choose to do for an "any player may" effect.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
#[serde(rename_all = "snake_case")]
pub enum PlayerOption {
    /// Sacrifice N permanents matching the filter (they must have them).
    Sacrifice {
        #[serde(default)]
        filter: Filter,
        #[serde(default = "one")]
        count: u32,
    },
    /// Be dealt N damage by the effect's source.
    TakeDamage(i32),
    /// Pay N life (they must have it, 119.4).
    PayLife(i32),
}

/// One part of a cost (117.1, 602.2b, 601.2h), in the order the card prints
/// it ("{2}, {T}, Sacrifice a creature").
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", deny_unknown_fields)]
pub enum CostPart {
    /// Mana (117.1); X in it is chosen as the ability is activated (601.2b).
    Mana(ManaCost),
    /// {T}, the tap symbol (107.5).
    Tap,
    /// {Q}, the untap symbol (107.6 in the reference rules): untap this
    /// permanent; payable only while it is tapped, and not by a creature
    /// with summoning sickness (302.6).
    Untap,
    /// Loyalty abilities (606): +N or -N loyalty.
    Loyalty(i32),
    /// "Put N [kind] counters on this" (Devoted Druid): placed as the cost is
    /// paid, not by an effect (no replacement of placed counters applies,
    /// 614.1a).
    PutCounters(CounterSpec),
    /// "Remove N [kind] counters from this".
    RemoveCounters(CounterSpec),
    /// "Pay N life" (119.4: only with at least N life).
    PayLife(i32),
    /// "Pay X life": the X announced (601.2b, 107.3), paid as `pay_life`.
    PayLifeX,
    /// "Sacrifice this".
    SacrificeSelf,
    /// "Sacrifice N [filter]" (117.1, 602.2b): permanents other than the
    /// source's own `sacrifice_self`, named as the cost is paid (the action's
    /// `sacrifice`) and sacrificed together. A cost may have several ("a
    /// green creature, a white creature, and a blue creature").
    Sacrifice(SacrificeCost),
    /// "Discard this card" (cycling, 702.28a): an ability with this cost
    /// functions only while its card is in its owner's hand.
    DiscardSelf,
    /// "Exile [this card] from your hand" (Elvish Spirit Guide): like
    /// `discard_self`, the ability functions only from its owner's hand.
    ExileSelfFromHand,
    /// "Exile [this]" (602.2b: the permanent itself, from the battlefield,
    /// as the cost is paid): Brittle Effigy, Feldon's Cane.
    ExileSelf,
    /// "Discard N [filter] cards": cards from the paying player's hand, named
    /// in the action's `discard` (or picked at random).
    Discard(DiscardCost),
    /// "Exile N [filter] cards from your graveyard": named in the action's `exile`.
    ExileFromGraveyard(GraveyardCost),
    /// "Exile N [filter] cards from your hand" (Force of Will's "exile a blue
    /// card from your hand"): cards other than the one being cast, named in
    /// the action's `exile`.
    ExileFromHand(GraveyardCost),
    /// "Return N [filter] you control to their owner's hand": permanents the
    /// paying player controls (the source too, if it matches), named in the
    /// action's `return_to_hand` and returned together.
    ReturnToHand(SacrificeCost),
    /// "Return [this] to its owner's hand" (Broken Fall).
    ReturnSelf,
    /// "Tap N untapped [filter] you control" (117.1, 602.2b): untapped
    /// permanents the paying player controls, named in the action's `tap`
    /// and tapped together. Not {T}: a creature with summoning sickness may
    /// be tapped this way (302.6 limits only {T} and {Q} costs of its own
    /// abilities); the source may pay it unless the cost also has {T}.
    TapUntapped(SacrificeCost),
}

/// The kinds of objects a cost's parts take, each named in one list of the
/// action (602.2b): permanents to sacrifice, cards to discard, cards to
/// exile (from a graveyard or a hand), permanents to return.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ObjectCostKind {
    Sacrifice,
    Discard,
    Exile,
    Return,
    Tap,
}

impl CostPart {
    /// The part's name in the card format (`tap`, `pay_life`, ...).
    pub fn key(&self) -> &'static str {
        match self {
            CostPart::Mana(_) => "mana",
            CostPart::Tap => "tap",
            CostPart::Untap => "untap",
            CostPart::Loyalty(_) => "loyalty",
            CostPart::PutCounters(_) => "put_counters",
            CostPart::RemoveCounters(_) => "remove_counters",
            CostPart::PayLife(_) => "pay_life",
            CostPart::PayLifeX => "pay_life_x",
            CostPart::SacrificeSelf => "sacrifice_self",
            CostPart::Sacrifice(_) => "sacrifice",
            CostPart::DiscardSelf => "discard_self",
            CostPart::ExileSelfFromHand => "exile_self_from_hand",
            CostPart::ExileSelf => "exile_self",
            CostPart::Discard(_) => "discard",
            CostPart::ExileFromGraveyard(_) => "exile_from_graveyard",
            CostPart::ExileFromHand(_) => "exile_from_hand",
            CostPart::ReturnToHand(_) => "return_to_hand",
            CostPart::ReturnSelf => "return_self",
            CostPart::TapUntapped(_) => "tap_untapped",
        }
    }

    /// The list of the action it takes objects from, and how many.
    pub fn takes(&self) -> Option<(ObjectCostKind, u32)> {
        match self {
            CostPart::Sacrifice(s) => Some((ObjectCostKind::Sacrifice, s.count)),
            CostPart::Discard(d) if !d.at_random => Some((ObjectCostKind::Discard, d.count)),
            CostPart::ExileFromGraveyard(g) | CostPart::ExileFromHand(g) => Some((ObjectCostKind::Exile, g.count)),
            CostPart::ReturnToHand(r) => Some((ObjectCostKind::Return, r.count)),
            CostPart::TapUntapped(t) => Some((ObjectCostKind::Tap, t.count)),
            _ => None,
        }
    }

    /// Is it paid with the source itself or its own card (tap, untap,
    /// counters, loyalty, sacrificing, discarding, exiling or returning it)?
    pub fn uses_source(&self) -> bool {
        matches!(
            self,
            CostPart::Tap | CostPart::Untap | CostPart::Loyalty(_) | CostPart::PutCounters(_) | CostPart::RemoveCounters(_) | CostPart::SacrificeSelf | CostPart::ExileSelf | CostPart::DiscardSelf | CostPart::ExileSelfFromHand | CostPart::ReturnSelf
        )
    }
}

/// A cost (117): its parts in printed order. Written in the card format as
/// a list (`[{"mana": "{2}"}, "tap", {"sacrifice": {"filter": ...}}]`);
/// the object of flags that versions 1 to 3 wrote (`{"mana": "{2}", "tap":
/// true}`) is read as the same parts in the order mana, {T}, {Q}, then the
/// others.
#[derive(Clone, Debug, PartialEq, Default)]
pub struct Cost {
    pub parts: Vec<CostPart>,
}

impl Cost {
    pub fn new(parts: Vec<CostPart>) -> Cost {
        Cost { parts }
    }

    /// The mana part, if any.
    pub fn mana(&self) -> Option<&ManaCost> {
        self.parts.iter().find_map(|p| if let CostPart::Mana(m) = p { Some(m) } else { None })
    }

    /// The mana part, or nothing to pay.
    pub fn mana_or_zero(&self) -> ManaCost {
        self.mana().cloned().unwrap_or_default()
    }

    fn has(&self, part: &CostPart) -> bool {
        self.parts.contains(part)
    }

    /// {T}
    pub fn tap(&self) -> bool {
        self.has(&CostPart::Tap)
    }

    /// {Q}
    pub fn untap(&self) -> bool {
        self.has(&CostPart::Untap)
    }

    pub fn sacrifice_self(&self) -> bool {
        self.has(&CostPart::SacrificeSelf)
    }

    pub fn discard_self(&self) -> bool {
        self.has(&CostPart::DiscardSelf)
    }

    pub fn exile_self_from_hand(&self) -> bool {
        self.has(&CostPart::ExileSelfFromHand)
    }

    /// "Exile [this]": the permanent itself.
    pub fn exile_self(&self) -> bool {
        self.has(&CostPart::ExileSelf)
    }

    pub fn return_self(&self) -> bool {
        self.has(&CostPart::ReturnSelf)
    }

    pub fn loyalty(&self) -> Option<i32> {
        self.parts.iter().find_map(|p| if let CostPart::Loyalty(l) = p { Some(*l) } else { None })
    }

    pub fn put_counters(&self) -> Option<&CounterSpec> {
        self.parts.iter().find_map(|p| if let CostPart::PutCounters(c) = p { Some(c) } else { None })
    }

    pub fn remove_counters(&self) -> Option<&CounterSpec> {
        self.parts.iter().find_map(|p| if let CostPart::RemoveCounters(c) = p { Some(c) } else { None })
    }

    /// Does its player choose a number for it as it is activated ("Remove X
    /// [kind] counters", "any number of")? That number is the activation's X.
    pub fn chooses_count(&self) -> bool {
        self.remove_counters().is_some_and(|c| c.chosen.is_some()) || self.counts_x()
    }

    /// Does one of its parts take X objects or X life ("discard X cards",
    /// "pay X life"), X being announced (601.2b)?
    pub fn counts_x(&self) -> bool {
        self.parts.iter().any(|p| match p {
            CostPart::Discard(d) => d.x,
            CostPart::ExileFromGraveyard(g) | CostPart::ExileFromHand(g) => g.x,
            CostPart::Sacrifice(s) | CostPart::ReturnToHand(s) | CostPart::TapUntapped(s) => s.x,
            CostPart::PayLifeX => true,
            _ => false,
        })
    }

    /// The cost with its chosen number fixed at `x` (601.2b via 602.2b): each
    /// part whose count is chosen then removes `x` counters. Borrowed when
    /// nothing is chosen.
    pub fn with_chosen(&self, x: u32) -> std::borrow::Cow<'_, Cost> {
        if !self.chooses_count() {
            return std::borrow::Cow::Borrowed(self);
        }
        let mut c = self.clone();
        for p in &mut c.parts {
            match p {
                CostPart::RemoveCounters(spec) if spec.chosen.is_some() => spec.count = x,
                CostPart::Discard(d) if d.x => (d.count, d.x) = (x, false),
                CostPart::ExileFromGraveyard(g) | CostPart::ExileFromHand(g) if g.x => (g.count, g.x) = (x, false),
                CostPart::Sacrifice(s) | CostPart::ReturnToHand(s) | CostPart::TapUntapped(s) if s.x => (s.count, s.x) = (x, false),
                CostPart::PayLifeX => *p = CostPart::PayLife(i32::try_from(x).unwrap_or(i32::MAX)),
                _ => {}
            }
        }
        std::borrow::Cow::Owned(c)
    }

    /// The life all its "pay N life" parts pay together.
    pub fn pay_life(&self) -> Option<i32> {
        self.parts.iter().filter_map(|p| if let CostPart::PayLife(l) = p { Some(*l) } else { None }).reduce(|a, b| a.saturating_add(b))
    }

    /// Its "sacrifice N [filter]" parts.
    pub fn sacrifices(&self) -> impl Iterator<Item = &SacrificeCost> {
        self.parts.iter().filter_map(|p| if let CostPart::Sacrifice(s) = p { Some(s) } else { None })
    }

    /// Its "discard N [filter] cards" parts (at random or not).
    pub fn discards(&self) -> impl Iterator<Item = &DiscardCost> {
        self.parts.iter().filter_map(|p| if let CostPart::Discard(d) = p { Some(d) } else { None })
    }

    /// Its "return N [filter] to their owner's hand" parts.
    pub fn returns(&self) -> impl Iterator<Item = &SacrificeCost> {
        self.parts.iter().filter_map(|p| if let CostPart::ReturnToHand(r) = p { Some(r) } else { None })
    }

    /// Does it have a part that takes objects named in the action's list of this kind?
    pub fn takes_kind(&self, kind: ObjectCostKind) -> bool {
        self.parts.iter().any(|p| p.takes().is_some_and(|(k, _)| k == kind))
    }

    /// Is it paid with the card itself from its owner's hand, so that its
    /// ability works only from there (702.28a, Spirit Guides)?
    pub fn from_hand(&self) -> bool {
        self.discard_self() || self.exile_self_from_hand()
    }

    /// Does it take objects the player names as it is paid (602.2b):
    /// permanents to sacrifice or return, cards to discard or exile, or its
    /// own card discarded?
    pub fn takes_objects(&self) -> bool {
        self.parts.iter().any(|p| matches!(p, CostPart::Sacrifice(_) | CostPart::Discard(_) | CostPart::DiscardSelf | CostPart::ExileFromGraveyard(_) | CostPart::ExileFromHand(_) | CostPart::ReturnToHand(_) | CostPart::TapUntapped(_)))
    }

    /// Is it only {T} (the cost an auto-paid mana ability has, 605.3a)?
    pub fn is_tap_only(&self) -> bool {
        self.parts == [CostPart::Tap]
    }

    /// Is every part {T} or removing counters from the source: a mana
    /// ability's cost paid as its mana is made, with a spell's or ability's
    /// cost (605.3a), with no choice to name?
    pub fn tap_and_counters_only(&self) -> bool {
        self.parts.iter().all(|p| matches!(p, CostPart::Tap | CostPart::RemoveCounters(_)))
    }

    /// The same parts that a spell can pay as an additional or alternative
    /// cost, the mana left out (spell costs joined, 117.8, 117.9).
    pub fn without_mana(&self) -> impl Iterator<Item = &CostPart> {
        self.parts.iter().filter(|p| !matches!(p, CostPart::Mana(_)))
    }

    /// 117: the card-format checks every cost gets: at most one part of each
    /// kind that doesn't take objects (several "sacrifice" parts are fine),
    /// no negative life or zero counters.
    pub fn check(&self, ctx: &str, errs: &mut Vec<String>) {
        for (i, p) in self.parts.iter().enumerate() {
            let repeats = p.takes().is_none() && !matches!(p, CostPart::Discard(_)) && self.parts[..i].iter().any(|q| q.key() == p.key());
            if repeats {
                errs.push(format!("{ctx}[{i}]: '{}' is written twice in one cost", p.key()));
            }
            match p {
                CostPart::PayLife(l) if *l < 0 => errs.push(format!("{ctx}[{i}].pay_life: can't be negative (got {l})")),
                CostPart::PutCounters(c) if c.chosen.is_some() => errs.push(format!("{ctx}[{i}].put_counters.chosen: only a cost that removes counters lets its player choose how many")),
                CostPart::RemoveCounters(c) if c.chosen.is_some() && c.count != 0 => errs.push(format!("{ctx}[{i}].remove_counters.count: must be 0 when 'chosen' names the number")),
                CostPart::PutCounters(c) | CostPart::RemoveCounters(c) if c.count == 0 && c.chosen.is_none() => errs.push(format!("{ctx}[{i}].{}.count: must be at least 1", p.key())),
                _ => {}
            }
        }
        if self.parts.iter().filter(|p| Cost::new(vec![(*p).clone()]).counts_x()).count() > 1 {
            errs.push(format!("{ctx}: one part of a cost at most takes X objects or X life"));
        }
        let random = self.discards().filter(|d| d.at_random).count();
        if random > 0 && self.discards().count() > 1 {
            errs.push(format!("{ctx}: a cost that discards at random has one 'discard' part"));
        }
    }
}

impl Serialize for Cost {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        self.parts.serialize(s)
    }
}

impl<'de> Deserialize<'de> for Cost {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Cost, D::Error> {
        struct V;
        impl<'de> serde::de::Visitor<'de> for V {
            type Value = Cost;
            fn expecting(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
                f.write_str("a list of cost parts (\"tap\", {\"mana\": \"{1}\"}, ...)")
            }
            fn visit_seq<A: serde::de::SeqAccess<'de>>(self, seq: A) -> Result<Cost, A::Error> {
                Vec::<CostPart>::deserialize(serde::de::value::SeqAccessDeserializer::new(seq)).map(Cost::new)
            }
            fn visit_map<A: serde::de::MapAccess<'de>>(self, map: A) -> Result<Cost, A::Error> {
                FlagCost::deserialize(serde::de::value::MapAccessDeserializer::new(map)).map(FlagCost::into_cost)
            }
        }
        d.deserialize_any(V)
    }
}

/// A cost as versions 1 to 3 of the card format wrote it: one field per
/// kind of part. Read into the parts of a `Cost`, never written.
#[derive(Default, Deserialize)]
#[serde(deny_unknown_fields)]
struct FlagCost {
    #[serde(default)]
    mana: Option<ManaCost>,
    #[serde(default)]
    tap: bool,
    #[serde(default)]
    untap: bool,
    #[serde(default)]
    put_counters: Option<CounterSpec>,
    #[serde(default)]
    loyalty: Option<i32>,
    #[serde(default)]
    sacrifice_self: bool,
    #[serde(default)]
    remove_counters: Option<CounterSpec>,
    #[serde(default)]
    pay_life: Option<i32>,
    #[serde(default)]
    sacrifice: Option<SacrificeCost>,
    #[serde(default)]
    discard_self: bool,
    #[serde(default)]
    exile_self_from_hand: bool,
    #[serde(default)]
    discard: Option<DiscardCost>,
    #[serde(default)]
    exile_from_graveyard: Option<GraveyardCost>,
    #[serde(default)]
    exile_from_hand: Option<GraveyardCost>,
    #[serde(default)]
    return_to_hand: Option<SacrificeCost>,
    #[serde(default)]
    return_self: bool,
}

impl FlagCost {
    fn into_cost(self) -> Cost {
        let flag = |on: bool, p: CostPart| on.then_some(p);
        let parts = [
            self.loyalty.map(CostPart::Loyalty),
            self.mana.map(CostPart::Mana),
            flag(self.tap, CostPart::Tap),
            flag(self.untap, CostPart::Untap),
            self.put_counters.map(CostPart::PutCounters),
            self.remove_counters.map(CostPart::RemoveCounters),
            self.pay_life.map(CostPart::PayLife),
            flag(self.sacrifice_self, CostPart::SacrificeSelf),
            self.sacrifice.map(CostPart::Sacrifice),
            flag(self.discard_self, CostPart::DiscardSelf),
            flag(self.exile_self_from_hand, CostPart::ExileSelfFromHand),
            self.discard.map(CostPart::Discard),
            self.exile_from_graveyard.map(CostPart::ExileFromGraveyard),
            self.exile_from_hand.map(CostPart::ExileFromHand),
            self.return_to_hand.map(CostPart::ReturnToHand),
            flag(self.return_self, CostPart::ReturnSelf),
        ];
        Cost::new(parts.into_iter().flatten().collect())
    }
}

/// "Discard N [filter] cards" as a cost: N cards from your hand matching the
/// filter; `at_random`: "discard a card at random" (the engine picks them as
/// the cost is paid, and the action names none).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct DiscardCost {
    #[serde(default)]
    pub filter: Filter,
    #[serde(default = "one")]
    pub count: u32,
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub at_random: bool,
    /// "[Verb] X ...": the count is the X announced as the spell is cast or
    /// the ability activated (601.2b, 107.3); `count` is then ignored.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub x: bool,
}

/// "Exile N [filter] cards from your graveyard" as a cost.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct GraveyardCost {
    #[serde(default)]
    pub filter: Filter,
    #[serde(default = "one")]
    pub count: u32,
    /// "[Verb] X ...": the count is the X announced as the spell is cast or
    /// the ability activated (601.2b, 107.3); `count` is then ignored.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub x: bool,
}

/// A card's own alternative cost (117.9): the cost, and the condition that
/// must hold as it is cast for the cost to be offered ("If you control a
/// Swamp"), read from the caster's point of view.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PrintedAlternative {
    pub cost: Cost,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub condition: Option<Condition>,
}

/// "Sacrifice N [filter]" as a cost: N permanents you control matching the filter.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SacrificeCost {
    #[serde(default)]
    pub filter: Filter,
    #[serde(default = "one")]
    pub count: u32,
    /// "[Verb] X ...": the count is the X announced as the spell is cast or
    /// the ability activated (601.2b, 107.3); `count` is then ignored.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub x: bool,
}

/// 702.23a: the triggered ability cumulative upkeep stands for: an age
/// counter, then `pay` (the upkeep cost for each age counter, or the
/// sacrifice); `cost` is the keyword's cost as printed after "Cumulative upkeep".
fn cumulative_upkeep_ability(pay: Effect, cost: &str) -> Ability {
    Ability::Triggered {
        divide: None,
        trigger: TriggerCondition::BeginningOfStep { step: Step::Upkeep, yours_only: true, chosen_player: false, opponents_only: false, attached_controller: false },
        condition: None,
        targets: Vec::new(),
        effects: vec![Effect::PutCounters { what: ObjRef::This, kind: "age".into(), count: Amount::Fixed(1) }, pay],
        modes: Vec::new(),
        from_graveyard: false,
        text: format!("Cumulative upkeep{cost} (At the beginning of your upkeep, put an age counter on this permanent, then sacrifice it unless you pay its upkeep cost for each age counter on it.)"),
    }
}

/// The object a champion ability names, as printed after "Champion":
/// "a creature", or the creature types with their article ("an Elf", "a
/// Goblin or Shaman"). None for a filter that isn't one of those.
pub fn champion_object(filter: &Filter) -> Option<String> {
    if *filter == Filter::of_type(CardType::Creature) {
        return Some("a creature".into());
    }
    let first = filter.subtypes.first()?;
    let only_types: Filter = FilterSpec { subtypes: filter.subtypes.clone(), ..Default::default() }.into();
    (*filter == only_types).then(|| format!("{} {}", crate::rules::choices::article(first), filter.subtypes.join(" or ")))
}

/// 702.71a: the two linked abilities champion stands for (607.2j): as it
/// enters, the controller chooses another such permanent they control to
/// exile, or it is sacrificed (608.2d: with none to exile, it is); as it
/// leaves, the card it exiled returns under its owner's control.
fn champion_abilities(object: &Filter) -> Vec<Ability> {
    let words = champion_object(object).unwrap_or_default();
    let noun = words.split_once(' ').map_or("", |(_, n)| n).to_string();
    let mut yours = object.clone();
    yours.other = true;
    yours.controller = Some(Relation::You);
    let choose = Effect::ChoosePermanent { player: you_recipient(), filter: yours };
    let exile = Effect::Exile { what: ObjRef::Moved, linked: true, until_this_leaves: false };
    let unless = Effect::May { effects: vec![choose, exile], otherwise: vec![Effect::SacrificeSource], text: format!("exile another {noun} you control") };
    let ret = Effect::ReturnToBattlefield { what: ObjRef::Linked, under_your_control: false, with_counters: Vec::new(), tapped: false, flipped: false };
    let ability = |trigger, effect, text| Ability::Triggered { divide: None, trigger, condition: None, targets: Vec::new(), effects: vec![effect], modes: Vec::new(), from_graveyard: false, text };
    vec![
        ability(TriggerCondition::EntersBattlefield { filter: None }, unless, format!("Champion {words} (When this enters the battlefield, sacrifice it unless you exile another {noun} you control.)")),
        ability(TriggerCondition::LeavesBattlefield { filter: None, to: None }, ret, format!("Champion {words} (When this leaves the battlefield, the exiled card returns to the battlefield under its owner's control.)")),
    ]
}

fn you_recipient() -> Recipient {
    Recipient::Player(PlayerRef::You)
}

fn is_you_recipient(r: &Recipient) -> bool {
    *r == you_recipient()
}

fn one_amount() -> Amount {
    Amount::Fixed(1)
}

fn is_one(n: &u32) -> bool {
    *n == 1
}

fn one() -> u32 {
    1
}

fn relation_you() -> Relation {
    Relation::You
}

/// An ability printed on a card (112.3).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", tag = "kind", deny_unknown_fields)]
pub enum Ability {
    /// An activated ability (602); a mana ability when it adds mana and has no target (605).
    Activated {
        cost: Cost,
        #[serde(default)]
        targets: Vec<TargetSpec>,
        effects: Vec<Effect>,
        /// Only when a sorcery could be cast (Equip, loyalty abilities).
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        sorcery_speed: bool,
        /// It works only while the card is in its owner's graveyard, and its
        /// owner activates it ("{1}{B}: Return Reassembling Skeleton from your
        /// graveyard to the battlefield tapped"; unearth, 702.83a).
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        from_graveyard: bool,
        /// 602.5b: "Activate this ability only ..." (once each turn, during
        /// your upkeep, during your turn, before attackers are declared).
        #[serde(default, skip_serializing_if = "Option::is_none")]
        only: Option<ActivationLimit>,
        /// 602.5b: "Activate this ability only if [condition]": a condition
        /// over the game as it stands, read as the ability is activated.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        condition: Option<Condition>,
        /// 601.2d via 602.2b: this much damage is divided among the chosen
        /// targets as the ability is activated (each gets at least 1): a
        /// number or what a condition could read, found then.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        divide: Option<Box<Amount>>,
        #[serde(default)]
        text: String,
    },
    /// A triggered ability (603).
    Triggered {
        trigger: TriggerCondition,
        /// Intervening "if" (603.4), checked on triggering and on resolution (608.2a).
        #[serde(default, skip_serializing_if = "Option::is_none")]
        condition: Option<Condition>,
        #[serde(default)]
        targets: Vec<TargetSpec>,
        effects: Vec<Effect>,
        /// A modal triggered ability (603.3c, 700.2): its controller chooses one
        /// mode as it goes on the stack; `targets` and `effects` are then the mode's.
        #[serde(default, skip_serializing_if = "Vec::is_empty")]
        modes: Vec<Mode>,
        /// 112.6k: it works only while the card is in its owner's graveyard,
        /// because its effect returns the card from there ("Whenever you cast
        /// a multicolored spell, you may return Aurora Eidolon from your
        /// graveyard to your hand"; recover, 702.58a).
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        from_graveyard: bool,
        /// 601.2d via 603.3d: this much damage is divided among the chosen
        /// targets as the ability is put on the stack (each gets at least 1):
        /// a number or what a condition could read, found then.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        divide: Option<Box<Amount>>,
        #[serde(default)]
        text: String,
    },
    /// A static ability (604).
    Static {
        effect: StaticEffect,
        /// "As long as [condition], ...": the ability applies only while this
        /// holds (611.3a; rules::static_conditions: what it may read).
        #[serde(default, skip_serializing_if = "Option::is_none")]
        condition: Option<Condition>,
        #[serde(default)]
        text: String,
    },
    /// A replacement effect generated by a static ability (614).
    Replacement {
        replaces: ReplacementKind,
        #[serde(default)]
        text: String,
    },
}

impl Ability {
    pub fn text(&self) -> &str {
        match self {
            Ability::Activated { text, .. }
            | Ability::Triggered { text, .. }
            | Ability::Static { text, .. }
            | Ability::Replacement { text, .. } => text,
        }
    }
    /// 605.1a: an activated ability without a target that could add mana, and
    /// is not a loyalty ability. Beside its mana it may deal damage to its
    /// controller or make them lose or gain life (painlands, Ancient Tomb):
    /// validation refuses any other instruction in such an ability, which
    /// resolves at once (605.3b) and so can ask nothing.
    pub fn is_mana_ability(&self) -> bool {
        match self {
            Ability::Activated { cost, targets, effects, .. } => targets.is_empty() && cost.loyalty().is_none() && effects.iter().any(Effect::adds_mana) && effects.iter().all(|e| e.adds_mana() || e.is_mana_side_effect()),
            _ => false,
        }
    }

    /// 605.1b: a triggered ability that triggers from a mana ability ("is
    /// tapped for mana", 106.11a), has no target and could add mana; like an
    /// activated one it may also deal damage to its controller or change
    /// their life, and nothing else.
    pub fn is_triggered_mana_ability(&self) -> bool {
        match self {
            Ability::Triggered { trigger: TriggerCondition::TappedForMana { .. }, targets, modes, effects, .. } => {
                targets.is_empty() && modes.is_empty() && effects.iter().any(Effect::adds_mana) && effects.iter().all(|e| e.adds_mana() || e.is_mana_side_effect())
            }
            _ => false,
        }
    }
}

/// 602.5b: when an activated ability may be activated, beyond the rules'
/// own timing ("Activate this ability only ..."), or who may activate it
/// ("Any player may activate this ability.", 602.2).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ActivationLimit {
    /// "Only once each turn": not again in the turn it was activated (by this object).
    OnceEachTurn,
    /// "No more than twice each turn": at most two activations (by this object) in a turn.
    TwiceEachTurn,
    /// "Any player may activate this ability": not only its controller
    /// (602.2); the player who activates it controls it on the stack and
    /// pays its costs.
    AnyPlayer,
    /// "No more than three times each turn": at most three in a turn.
    ThreeTimesEachTurn,
    /// "Only during your upkeep".
    YourUpkeep,
    /// "Only during your turn".
    YourTurn,
    /// "Only during your turn, before attackers are declared": in your
    /// turn, before its declare attackers step.
    YourTurnBeforeAttackers,
    /// "Only during combat": in any step of the combat phase (506.1).
    DuringCombat,
    /// "Only during any upkeep step": anyone's upkeep (503).
    AnyUpkeep,
    /// "Only during an opponent's upkeep".
    OpponentsUpkeep,
    /// "Only during the end of combat step" (511).
    EndOfCombatStep,
    /// "Only before the combat damage step": in any step before it (the
    /// beginning phase to the declare blockers step), in anyone's turn.
    BeforeCombatDamage,
}

impl ActivationLimit {
    /// The sentence that says it.
    pub fn words(self) -> &'static str {
        match self {
            ActivationLimit::OnceEachTurn => "Activate this ability only once each turn.",
            ActivationLimit::TwiceEachTurn => "Activate this ability no more than twice each turn.",
            ActivationLimit::AnyPlayer => "Any player may activate this ability.",
            ActivationLimit::ThreeTimesEachTurn => "Activate this ability no more than three times each turn.",
            ActivationLimit::YourUpkeep => "Activate this ability only during your upkeep.",
            ActivationLimit::YourTurn => "Activate this ability only during your turn.",
            ActivationLimit::YourTurnBeforeAttackers => "Activate this ability only during your turn, before attackers are declared.",
            ActivationLimit::DuringCombat => "Activate this ability only during combat.",
            ActivationLimit::AnyUpkeep => "Activate this ability only during any upkeep step.",
            ActivationLimit::OpponentsUpkeep => "Activate this ability only during an opponent's upkeep.",
            ActivationLimit::EndOfCombatStep => "Activate this ability only during the end of combat step.",
            ActivationLimit::BeforeCombatDamage => "Activate this ability only before the combat damage step.",
        }
    }
    pub const ALL: [ActivationLimit; 12] = [
        ActivationLimit::OnceEachTurn,
        ActivationLimit::TwiceEachTurn,
        ActivationLimit::ThreeTimesEachTurn,
        ActivationLimit::AnyPlayer,
        ActivationLimit::YourUpkeep,
        ActivationLimit::YourTurn,
        ActivationLimit::YourTurnBeforeAttackers,
        ActivationLimit::DuringCombat,
        ActivationLimit::AnyUpkeep,
        ActivationLimit::OpponentsUpkeep,
        ActivationLimit::EndOfCombatStep,
        ActivationLimit::BeforeCombatDamage,
    ];

    /// How many times each turn the ability may be activated, when the limit counts them.
    pub fn times_each_turn(self) -> Option<u32> {
        match self {
            ActivationLimit::OnceEachTurn => Some(1),
            ActivationLimit::TwiceEachTurn => Some(2),
            ActivationLimit::ThreeTimesEachTurn => Some(3),
            _ => None,
        }
    }
}

/// When a spell that says "Cast [this] only ..." may be cast (601.3), read
/// from the turn as it would be cast, and from the player casting it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum CastTiming {
    /// In the declare attackers step, while a creature is attacking its caster.
    DeclareAttackersIfAttacked,
    /// In the declare attackers step.
    DeclareAttackersStep,
    /// In the caster's own declare attackers step.
    YourDeclareAttackersStep,
    /// In the declare blockers step.
    DeclareBlockersStep,
    /// In a combat phase (its beginning through its end of combat step).
    DuringCombat,
    /// In a combat phase, before its declare blockers step.
    DuringCombatBeforeBlockers,
    /// In a combat phase, from its declare blockers step on.
    DuringCombatAfterBlockers,
    /// In any step before a turn's declare attackers step.
    BeforeAttackers,
    /// In any step before a turn's declare blockers step.
    BeforeBlockers,
    /// In a turn of another player.
    OpponentsTurn,
    /// In the upkeep of another player's turn.
    OpponentsUpkeep,
    /// In the end step of the caster's own turn.
    YourEndStep,
}

impl CastTiming {
    /// The words after "Cast [this] only ".
    pub fn words(self) -> &'static str {
        match self {
            CastTiming::DeclareAttackersIfAttacked => "during the declare attackers step and only if you've been attacked this step",
            CastTiming::DeclareAttackersStep => "during the declare attackers step",
            CastTiming::YourDeclareAttackersStep => "during your declare attackers step",
            CastTiming::DeclareBlockersStep => "during the declare blockers step",
            CastTiming::DuringCombat => "during combat",
            CastTiming::DuringCombatBeforeBlockers => "during combat before blockers are declared",
            CastTiming::DuringCombatAfterBlockers => "during combat after blockers are declared",
            CastTiming::BeforeAttackers => "before attackers are declared",
            CastTiming::BeforeBlockers => "before blockers are declared",
            CastTiming::OpponentsTurn => "during an opponent's turn",
            CastTiming::OpponentsUpkeep => "during an opponent's upkeep",
            CastTiming::YourEndStep => "during your end step",
        }
    }

    pub const ALL: [CastTiming; 12] = [
        CastTiming::DeclareAttackersIfAttacked,
        CastTiming::DeclareAttackersStep,
        CastTiming::YourDeclareAttackersStep,
        CastTiming::DeclareBlockersStep,
        CastTiming::DuringCombat,
        CastTiming::DuringCombatBeforeBlockers,
        CastTiming::DuringCombatAfterBlockers,
        CastTiming::BeforeAttackers,
        CastTiming::BeforeBlockers,
        CastTiming::OpponentsTurn,
        CastTiming::OpponentsUpkeep,
        CastTiming::YourEndStep,
    ];
}

/// How long a continuous effect of a resolving spell or ability lasts
/// (611.2a-b): the same words mean the same end whatever the effect does.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", deny_unknown_fields)]
pub enum Duration {
    /// No stated end ("this effect lasts indefinitely"): until the object
    /// it affects leaves its zone (400.7).
    #[default]
    Indefinitely,
    /// "Until end of turn" / "this turn": ends in the cleanup step (514.2).
    EndOfTurn,
    /// "Until your next turn": ends as the next turn of the effect's
    /// controller begins, before anything of that turn happens; if that
    /// player has left the game, as that turn would have begun (800.4k).
    UntilYourNextTurn,
    /// "During its controller's next untap step": lasts until the untap step
    /// of the affected permanent's controller (whoever controls it then) has
    /// been performed (502.2), then ends.
    NextUntapStep,
    /// "For as long as [condition]" (611.2b): ends the first time the
    /// condition, read from the source and the effect's controller, no
    /// longer holds; does nothing if it fails as the effect would begin.
    AsLongAs(Condition),
}

impl Duration {
    pub fn is_indefinite(&self) -> bool {
        matches!(self, Duration::Indefinitely)
    }

    /// The words that end a description of an effect with this duration.
    pub fn words(&self) -> &'static str {
        match self {
            Duration::Indefinitely => "",
            Duration::EndOfTurn => " until end of turn",
            Duration::UntilYourNextTurn => " until its controller's next turn",
            // Said by the change itself ("doesn't untap during its controller's next untap step").
            Duration::NextUntapStep => "",
            Duration::AsLongAs(_) => " for as long as the effect's condition holds",
        }
    }
}

/// Conditions (intervening "if" and other checks).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", tag = "if", deny_unknown_fields)]
pub enum Condition {
    /// This permanent came under its controller's control since the beginning
    /// of that player's last upkeep (echo, 702.29a): during an upkeep of that
    /// player, since the one before it.
    CameUnderYourControlSinceYourLastUpkeep,
    /// The controller has at least N life.
    LifeAtLeast { amount: i32 },
    /// The controller has no cards in hand.
    NoCardsInHand,
    /// The controller has more cards in hand than each of their opponents
    /// (402): Secretkeeper's "As long as you have more cards in hand than
    /// each opponent".
    MoreCardsInHandThanEachOpponent,
    /// "If that player has seven or more cards in hand" (603.4): the inner
    /// condition, read for the player the trigger event names (whose upkeep
    /// or end step it is) as "you". Only an intervening "if" of such a
    /// triggered ability; anywhere else it doesn't hold.
    TriggerPlayerHas { of: Box<Condition> },
    /// An opponent of the controller was dealt damage this turn (bloodthirst, 702.53a).
    OpponentDealtDamageThisTurn,
    /// The source (still on the battlefield) matches the filter: "if [this] is
    /// untapped", "if [this] started the turn untapped" (`{"started_turn_untapped": true}`,
    /// Rasputin Dreamweaver), "if it's a creature".
    SourceIs { filter: Filter },
    /// The permanent the source is attached to matches the filter (an
    /// Aura's or Equipment's "as long as enchanted creature is white",
    /// "as long as equipped creature is a Human", "as long as it's a
    /// Zombie"); false while it is attached to no permanent.
    AttachedIs { filter: Filter },
    /// No permanent on the battlefield matches the filter ("if no creatures are on
    /// the battlefield", Pestilence); the filter's `controller` is relative to the controller.
    NoPermanents { filter: Filter },
    /// The source permanent's evoke cost was paid when it was cast (702.73a).
    Evoked,
    /// "If {G} was spent to cast [this]": mana of that colour paid for the
    /// costs of the spell the source is or was (601.2h; the permanent it
    /// became remembers it, 400.7c of the reference rules).
    ManaSpentToCast { color: Color },
    /// The source spell, or the permanent it became, was kicked (702.32a):
    /// "if it was kicked", "if [this] was kicked".
    Kicked,
    /// At least N permanents on the battlefield match the filter (its
    /// `controller` relative to the controller): metalcraft is
    /// `{"filter": {"types": ["Artifact"], "controller": "you"}, "count": 3}`.
    PermanentsAtLeast { filter: Filter, count: u32 },
    /// An amount is at least N (the amount read from the controller's point of
    /// view, with the source as "this"; last known information when the
    /// source has left: persist's "if it had no -1/-1 counters on it" is
    /// `not` of `{"if": "at_least", "amount": {"count": "counters_on", "what": "this", "kind": "-1/-1"}, "count": 1}`).
    AtLeast { amount: Amount, count: i32 },
    /// The source spell, or the permanent it became, was cast for its madness
    /// cost (702.34a): "if its madness cost was paid".
    MadnessPaid,
    /// The source spell, or the permanent it became, was cast for its prowl
    /// cost (702.74a): "if its prowl cost was paid", "if [this]'s prowl cost was paid".
    ProwlPaid,
    /// The source permanent was cast from its owner's hand (601.2a; the
    /// permanent remembers it of the spell, 608.3): "if you cast it from your
    /// hand", an intervening "if" (603.4) or a condition of the counters it
    /// enters with (614.1c). A permanent put onto the battlefield otherwise
    /// wasn't cast.
    CastFromHand,
    /// 702.61b: the source is suspended: a card in exile with suspend and a
    /// time counter on it. An ability with this condition functions in exile.
    Suspended,
    /// The top card of the controller's library shares a creature type with
    /// the source (Kinship: "If it shares a creature type with [this]", after
    /// a look at that card). False with an empty library.
    TopCardSharesCreatureType,
    /// The card the instruction before moved or revealed (the ObjRef
    /// `moved`: "if it's the named card", "if that card is the named card")
    /// matches the filter. Only an instruction of a resolving spell or
    /// ability reads it (`instead`); false with no such card.
    ThatCard { filter: Filter },
    /// The source is a card in exile ("if it's exiled"). An ability with this
    /// condition functions in exile.
    InExile,
    /// The source is a card in its owner's graveyard ("if Genesis is in your
    /// graveyard"). A triggered ability with this condition works from there
    /// (112.6k).
    InGraveyard,
    /// No player cast a spell during the previous turn (the day side of
    /// Innistrad's werewolves): "if no spells were cast last turn".
    NoSpellsCastLastTurn,
    /// One player cast at least `count` spells during the previous turn:
    /// "if a player cast two or more spells last turn".
    APlayerCastSpellsLastTurn { count: u32 },
    /// A creature died this turn (700.4): "if a creature died this turn" (morbid).
    CreatureDiedThisTurn,
    /// It is the turn of the player the condition is read for (the active
    /// player, 102.1): "as long as it's your turn"; "it's not your turn" is
    /// `not` of it.
    YourTurn,
    /// Every condition holds.
    All { of: Vec<Condition> },
    /// At least one condition holds.
    Any { of: Vec<Condition> },
    /// The condition does not hold.
    Not { of: Box<Condition> },
    /// Some player holds the condition, read as if that player were the
    /// controller ("you"): any player with no `who`, else one of that
    /// relation to the controller. "a player has no cards in hand" is
    /// `{"if": "some_player", "of": {"if": "no_cards_in_hand"}}`; "an
    /// opponent has 10 or less life" is `{"if": "some_player", "who":
    /// "opponent", "of": {"if": "not", "of": {"if": "life_at_least", "amount": 11}}}`.
    SomePlayer {
        #[serde(default, skip_serializing_if = "Option::is_none")]
        who: Option<Relation>,
        of: Box<Condition>,
    },
}

/// Which change of counters a `counters` trigger watches.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum CounterChange {
    /// Counters are put on the permanent (122.1; entering with counters too, 614.1c).
    Put,
    /// Counters are removed from it.
    Removed,
}

/// Trigger events (603.1).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", tag = "on", deny_unknown_fields)]
pub enum TriggerCondition {
    /// "When this enters the battlefield" or "whenever a [filter] enters the battlefield".
    EntersBattlefield {
        #[serde(default, skip_serializing_if = "Option::is_none")]
        filter: Option<Filter>,
    },
    /// "When this dies" or "whenever a [filter] dies".
    Dies {
        #[serde(default, skip_serializing_if = "Option::is_none")]
        filter: Option<Filter>,
    },
    /// "Whenever this blocks a creature" (Wall of Tears).
    Blocks,
    /// "Whenever this blocks" (509.1): once as blockers are declared, however
    /// many attackers it blocks; the trigger object is the blocker itself.
    BlocksAny,
    /// "Whenever this attacks or blocks" (508.1, 509.1): once as it is
    /// declared as an attacker, or as a blocker (however many attackers it
    /// blocks); the trigger object is the creature itself.
    AttacksOrBlocks,
    /// "When this becomes the target of a spell or ability" (603.2: it
    /// triggers as a spell that targets it is cast, or an activated or
    /// triggered ability that targets it is put on the stack, 601.2c, 602.2b,
    /// 603.3d). Frost Walker's "sacrifice it". With a `filter`, any permanent
    /// matching it ("whenever a creature becomes the target of ...",
    /// "when enchanted creature ..."): the trigger object is that permanent.
    /// `by` narrows what targets it ("a spell", "an Aura spell"), and
    /// `controller` whose it is, from the source's controller ("a spell or
    /// ability an opponent controls"); the player who controls it is "that
    /// spell or ability's controller" (the trigger's player).
    BecomesTarget {
        #[serde(default, skip_serializing_if = "Option::is_none")]
        filter: Option<Filter>,
        #[serde(default, skip_serializing_if = "TargetedBy::is_any")]
        by: TargetedBy,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        controller: Option<Relation>,
    },
    /// "Whenever a [filter] is put into a graveyard from the battlefield" (any card type),
    /// or "when this is put into a graveyard from the battlefield" without a filter.
    PutIntoGraveyardFromBattlefield {
        #[serde(default, skip_serializing_if = "Option::is_none")]
        filter: Option<Filter>,
    },
    /// "When enchanted creature dies" (Angelic Destiny, Fool's Demise): a
    /// leaves-the-battlefield ability of the Aura (603.6f). The trigger object
    /// is the new object the creature became in its owner's graveyard (400.7).
    EnchantedDies,
    /// A state trigger (603.8): "when [condition]", e.g. "when you have no cards in hand".
    State { state: Condition },
    /// "Whenever [a player / you / an opponent] casts a [filter] spell"; the trigger object is the spell.
    SpellCast {
        #[serde(default, skip_serializing_if = "Option::is_none")]
        filter: Option<Filter>,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        by: Option<Relation>,
    },
    /// "Whenever [a player / you / an opponent] gains life".
    LifeGained {
        #[serde(default, skip_serializing_if = "Option::is_none")]
        by: Option<Relation>,
    },
    /// "Whenever [a player / you / an opponent] loses life".
    LifeLost {
        #[serde(default, skip_serializing_if = "Option::is_none")]
        by: Option<Relation>,
    },
    /// "Whenever [a player / you / an opponent] draws a card".
    CardDrawn {
        #[serde(default, skip_serializing_if = "Option::is_none")]
        by: Option<Relation>,
    },
    /// "Whenever [a player / you / an opponent] discards a card"; the trigger object is the card.
    CardDiscarded {
        #[serde(default, skip_serializing_if = "Option::is_none")]
        by: Option<Relation>,
    },
    /// "Whenever a spell or ability an opponent controls causes you to
    /// discard a card" (701.8): a discard by this ability's controller that
    /// an opponent's spell or ability made (its effect, not a cost or the
    /// cleanup step's hand size). With `this`, "When ... causes you to discard
    /// [this card]": the discarded card's own ability, which triggers from
    /// wherever the discard put the card. The trigger object is the card;
    /// "that player" is the opponent who controlled the spell or ability.
    DiscardedByOpponent {
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        this: bool,
    },
    /// "Whenever one or more counters are put on / removed from this
    /// permanent" (of a kind, if given); with `filter`, on / from any
    /// matching permanent ("whenever a -1/-1 counter is put on a creature").
    /// With `each_counter`, once for each counter ("a counter is put"), else
    /// once per event ("one or more counters are put"). The trigger object is
    /// the permanent; "that much" the number of counters.
    Counters {
        change: CounterChange,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        kind: Option<String>,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        filter: Option<Filter>,
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        each_counter: bool,
    },
    /// "Whenever this creature becomes blocked" (once per combat, however many blockers).
    BecomesBlocked,
    /// "Whenever this creature blocks or becomes blocked" (bushido, 702.44a):
    /// once per combat, however many creatures it blocks or is blocked by.
    BlocksOrBecomesBlocked,
    /// "Whenever a [filter] creature blocks this creature" (flanking,
    /// 702.24a): once for each such blocker; the trigger object is the blocker.
    BlockedBy {
        #[serde(default)]
        filter: Filter,
    },
    /// "Whenever this creature blocks or becomes blocked by a [filter]
    /// creature" (Cockatrice, Tangle Asp): once for each creature it blocks
    /// or that blocks it; the trigger object is that creature.
    BlocksOrBlockedBy {
        #[serde(default)]
        filter: Filter,
    },
    /// "When this leaves the battlefield" (603.6c), or "whenever a [filter]
    /// leaves the battlefield"; with `to`, only a move to that zone ("is put
    /// into exile from the battlefield", "is returned to its owner's hand").
    /// These look back in time (603.6d): the permanent is seen as it last was.
    LeavesBattlefield {
        #[serde(default, skip_serializing_if = "Option::is_none")]
        filter: Option<Filter>,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        to: Option<ZoneName>,
    },
    /// "Whenever a [filter] card is put into [a / your / an opponent's]
    /// graveyard from anywhere", or into exile. Not a leaves-the-battlefield
    /// ability even when the card comes from the battlefield (603.6c): the
    /// game checks the objects that exist after the event. Without a filter,
    /// "when this card is put into a graveyard from anywhere" (the card's own
    /// ability, seen in its new zone). Only the public zones are supported; a
    /// permanent going to a hand or library is watched with `LeavesBattlefield`
    /// and `to`, which looks back at it as everyone saw it (603.6d).
    PutIntoZone {
        zone: ZoneName,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        filter: Option<Filter>,
        /// Whose graveyard: "your" or "an opponent's" (relative to the ability's controller).
        #[serde(default, skip_serializing_if = "Option::is_none")]
        owner: Option<Relation>,
    },
    /// "Whenever you reveal a [filter] card this way": the triggered half of a linked
    /// pair with this permanent's `reveal_draws` (603.10, 607).
    RevealedThisWay {
        #[serde(default)]
        filter: Filter,
    },
    /// "Whenever [this / a filter permanent] becomes tapped" (603.2d: only a change from untapped to tapped).
    BecomesTapped {
        #[serde(default, skip_serializing_if = "Option::is_none")]
        filter: Option<Filter>,
    },
    /// "Whenever [this / a filter permanent] becomes untapped" (603.2d).
    BecomesUntapped {
        #[serde(default, skip_serializing_if = "Option::is_none")]
        filter: Option<Filter>,
    },
    /// "Whenever [this / a filter source] deals [combat] damage [to a player /
    /// an opponent / a creature]", in or out of combat. The trigger player is
    /// the player dealt damage; "that much" is the damage dealt.
    DealsDamage {
        #[serde(default, skip_serializing_if = "Option::is_none")]
        filter: Option<Filter>,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        to: Option<DamageTo>,
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        combat_only: bool,
    },
    /// "Whenever a player loses the game" (603.9).
    PlayerLoses,
    /// One of a creature's own combat events, watched by an Aura or an
    /// Equipment on the creature it is attached to as the event happens
    /// ("Whenever enchanted creature attacks", "Whenever equipped creature
    /// blocks or becomes blocked by a creature"). `of` is the event as the
    /// creature's own ability would say it (`Attacks`, `AttacksOrBlocks`,
    /// `AttacksUnblocked`, `Blocks`, `BlocksAny`, `BecomesBlocked`,
    /// `BlocksOrBecomesBlocked`, `BlockedBy`, `BlocksOrBlockedBy`); the
    /// trigger object and player are that event's.
    Attached { of: Box<TriggerCondition> },
    /// "Whenever this attacks". Its trigger player is the defending player
    /// (506.2: the attacked player, or the controller of the attacked
    /// planeswalker), as the attackers were declared: annihilator's
    /// "defending player sacrifices".
    Attacks,
    /// "Whenever this creature attacks and isn't blocked" (509.5g of the 2017
    /// rules): once all blockers are declared, if no creature was declared
    /// as a blocker for it (509.1h: it is an unblocked creature). The
    /// defending player is the one it attacks.
    AttacksUnblocked,
    /// "Whenever a [filter] creature attacks alone" (506.5: the only creature
    /// declared as an attacker this combat); the trigger object is the attacker.
    /// Exalted's "a creature you control" is `{"controller": "you"}`.
    AttacksAlone {
        #[serde(default)]
        filter: Filter,
    },
    /// "At the beginning of [your / each / each opponent's / the chosen
    /// player's] [step]" (603.2b). "That player" is the active player.
    BeginningOfStep {
        step: Step,
        #[serde(default)]
        yours_only: bool,
        /// Only in the turns of the player chosen as the source entered (614.12).
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        chosen_player: bool,
        /// Only in the turns of an opponent of the ability's controller.
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        opponents_only: bool,
        /// Only in the turns of the controller of the permanent this is
        /// attached to, or of the player it enchants ("At the beginning of the
        /// upkeep of enchanted creature's controller", "At the beginning of
        /// enchanted player's upkeep"); that player is the trigger's player.
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        attached_controller: bool,
    },
    /// "At end of combat" delayed triggers (603.7).
    EndOfCombat,
    /// "Whenever this deals combat damage to a player".
    DealsCombatDamageToPlayer,
    /// Archenemy schemes: "When you set this scheme in motion" (904.9, 701.23 in the reference rules).
    SetInMotion,
    /// "You may reveal this card from your opening hand. If you do, at the
    /// beginning of the first upkeep / your first main phase, ..." (103.5b
    /// of the reference rules): no event triggers it; revealed as the game
    /// begins (`rules::opening_hand`), the card makes its instructions a
    /// delayed triggered ability (603.7) of that step.
    OpeningHandReveal { at: OpeningRevealAt },
    /// "Whenever this is dealt damage" (Jackal Pup). A prevented event
    /// triggers nothing (603.2f). With a `filter`, any permanent matching it
    /// ("whenever a creature is dealt damage", "when enchanted creature is
    /// dealt damage"): the trigger object is that permanent ("it") and the
    /// trigger's player its controller ("that creature's controller").
    IsDealtDamage {
        #[serde(default, skip_serializing_if = "Option::is_none")]
        filter: Option<Filter>,
    },
    /// 702.34a: madness's second ability, "when this card is exiled this
    /// way": it triggers when the card's madness replacement exiled it as it
    /// was discarded (added by the engine, not written on cards).
    ExiledByMadness,
    /// 702.36e, 707.8: "Whenever a permanent is turned face up" (any
    /// permanent, this one too): the trigger object is that permanent.
    PermanentTurnedFaceUp,
    /// 702.54b-c (reference rules): "When the creature [this] haunts dies":
    /// the card, exiled by its haunt ability, watches the creature that
    /// ability targeted from the exile zone; the trigger object is the card
    /// the creature became.
    HauntedDies,
    /// 702.54a (reference rules): "When this spell is put into a graveyard
    /// during its resolution" (608.2k): haunt on an instant or sorcery.
    ResolvedIntoGraveyard,
    /// 702.36e, 707.8: "When this is turned face up": it triggers as its
    /// controller turns the face-down permanent face up (not as it enters the
    /// battlefield: it had entered already, face down).
    TurnedFaceUp,
    /// "When [this] enters the battlefield or leaves the battlefield",
    /// "Whenever [this] enters the battlefield or attacks", "When you cycle
    /// [this] or it dies": one ability that triggers on either event (each
    /// event of `of` is asked as it alone would be).
    Either { of: Vec<TriggerCondition> },
    /// 702.28c: "When you cycle [this]" (no `filter`): it triggers as its
    /// owner discards it to pay a cycling cost (typecycling too, 702.28f),
    /// from whatever zone the card is in then. "Whenever a player cycles a
    /// card" (a `filter`, the card cycled matching it): any card cycled; the
    /// trigger's player is the one who cycled it.
    Cycled {
        #[serde(default, skip_serializing_if = "Option::is_none")]
        filter: Option<Filter>,
    },
    /// 106.11a: "Whenever [a permanent matching the filter] is tapped for
    /// mana": a mana ability of it with {T} in its cost resolved and made
    /// mana (the filter seen from this ability's controller: "a Mountain",
    /// "enchanted land" is `{"attached": true}`). The trigger object is that
    /// permanent, `trigger_player` its controller ("its controller adds").
    /// An ability that adds mana and has no target is a triggered mana
    /// ability (605.1b): it resolves at once, right after the mana ability
    /// (605.4a: Wild Growth, Vernal Bloom); any other waits for the stack as
    /// usual (605.5a: Manabarbs).
    TappedForMana {
        #[serde(default)]
        filter: Filter,
    },
}

/// When a delayed triggered ability (603.7) triggers.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum DelayedWhen {
    NextEndStep,
    /// "At the beginning of the next turn's upkeep" (a cantrip's "draw a
    /// card at the beginning of the next turn's upkeep").
    NextUpkeep,
    /// "At the beginning of your next upkeep" (the controller's own next one: a pact's price).
    YourNextUpkeep,
    EndOfCombat,
    /// The object it follows leaves the battlefield.
    LeavesBattlefield,
    /// The object it follows dies.
    Dies,
    /// The object it follows becomes untapped (603.2d: a change).
    BecomesUntapped,
}

/// A zone named by a zone-change trigger.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ZoneName {
    Graveyard,
    Exile,
    Hand,
    Library,
}

/// What a "deals damage to ..." trigger watches.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum DamageTo {
    /// Any player.
    Player,
    /// An opponent of the ability's controller.
    Opponent,
    /// The ability's controller ("deals damage to you").
    You,
    /// A creature.
    Creature,
}

/// Effects of static abilities (604, 613 layers).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", tag = "static", deny_unknown_fields)]
pub enum StaticEffect {
    /// "[This spell] can't be countered" (112.6f: it functions on the stack):
    /// an instruction that counters it does nothing to it (701.5a); the rules
    /// still counter it on resolution if all its targets are illegal (608.2b).
    /// (Its older wording "... can't be countered by spells or abilities" is
    /// the same ability, the renderer's other wording.)
    CantBeCountered,
    /// "[Spells] can't be countered" given by a permanent (Gaea's Herald:
    /// "Creature spells can't be countered"; Spellbreaker Behemoth:
    /// "Creature spells you control with power 5 or greater ..."): every
    /// spell on the stack its filter matches, read from the permanent's
    /// controller, can't be countered as though it said so itself (112.6f).
    SpellsCantBeCountered {
        #[serde(default)]
        filter: Filter,
    },
    /// "Damage can't be prevented." (Leyline of Punishment) and "Damage that
    /// would be dealt by [this] can't be prevented." (Excruciator: `from`
    /// with `itself`): damage from a source `from` matches (any source when
    /// empty) can't be prevented while the ability functions (615.12).
    DamageCantBePrevented {
        #[serde(default)]
        from: Filter,
    },
    /// "Players can't gain life." (Leyline of Punishment), "Your opponents
    /// can't gain life." (`who`: every player when absent, else seen from the
    /// controller): no effect makes such a player gain life, and the effects
    /// that would replace their gain do nothing (118.7 in the reference
    /// rules; in Two-Headed Giant, no player of that player's team, 810.9g).
    CantGainLife {
        #[serde(default, skip_serializing_if = "Option::is_none")]
        who: Option<Relation>,
    },
    /// "[This creature] can't attack unless defending player controls a
    /// [filter permanent]" (508.1c: a restriction on declaring it as an
    /// attacker of a player, or of a planeswalker, whose controller controls
    /// none; the filter is seen from the source's controller, its
    /// `controller` part left out).
    CantAttackUnlessDefenderControls { filter: Filter },
    /// "[Creatures] can't attack you" (508.1c: a restriction on declaring
    /// them attackers of the source's controller, checked with the
    /// creatures as they are then: Reverence's "with power 2 or less" reads
    /// their power after every effect): the source itself, what it is
    /// attached to, or every creature matching a filter (Blazing Archon,
    /// Teferi's Moat). With `planeswalkers`, "... or a planeswalker you
    /// control" too; without, those planeswalkers may still be attacked.
    CantAttackYou {
        affects: Affects,
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        planeswalkers: bool,
    },
    /// "[Objects] can block only [creatures matching the filter]" (509.1b: a
    /// restriction on declaring blockers): the source itself ("Cloud Sprite can
    /// block only creatures with flying"), what it is attached to, or every
    /// creature matching a filter. The filter is seen from the source's controller.
    /// With `not`, "[objects] can't block [creatures matching the filter]"
    /// (Brassclaw Orcs: "... can't block creatures with power 2 or greater").
    CanBlockOnly {
        affects: Affects,
        filter: Filter,
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        not: bool,
    },
    /// "[Objects] can block an additional creature each combat" (`additional`
    /// 1), "[objects] can block any number of creatures" (`additional` none):
    /// each affected creature may be declared as the blocker of that many
    /// more attackers (509.1a) while the source has the ability.
    CanBlockAdditional {
        affects: Affects,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        additional: Option<u32>,
    },
    /// "[Objects] can't be blocked by [creatures]" and, with `except`, "...
    /// can't be blocked except by [creatures]" (509.1b): a creature matching
    /// any of the filters `by` (seen from the source's controller) can't
    /// block an affected creature, or, with `except`, only such a creature can.
    CantBeBlockedBy {
        affects: Affects,
        by: Vec<Filter>,
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        except: bool,
    },
    /// "[Objects] can't be blocked as long as defending player controls an
    /// artifact" (509.1b): while the player an affected creature attacks
    /// controls a permanent matching `filter` (seen from the source's
    /// controller), no creature can block it (landwalk's shape, 702.14c, for
    /// any permanent).
    CantBeBlockedWhileDefenderControls { affects: Affects, filter: Filter },
    /// "Activated abilities of artifacts can't be activated", "... of
    /// creatures your opponents control ...", "... unless they're mana
    /// abilities" (602.5): no activated ability of a permanent matching the
    /// filter (seen from the source's controller) can be activated; with
    /// `except_mana`, its mana abilities still can.
    CantActivateAbilitiesOf {
        filter: Filter,
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        except_mana: bool,
    },
    /// "[Objects] can't be the target of white spells or abilities from white
    /// sources", "... of Aura spells", "... of spells or abilities your
    /// opponents control" (115.4 in later rules; 702.16b's shape without the
    /// rest of protection): a spell or ability the restriction names can't
    /// choose an affected permanent as a target, and a target it chose
    /// becomes illegal (608.2b).
    CantBeTargetedBy { affects: Affects, by: TargetingRestriction },
    /// "[Objects] can't be blocked by more than one creature" (`max` 1), "...
    /// can't be blocked except by three or more creatures" (`min` 3): a
    /// restriction on how many creatures may block an affected creature (509.1b).
    BlockerCount {
        affects: Affects,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        min: Option<u32>,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        max: Option<u32>,
    },
    /// "[Objects] attack each combat if able": a requirement on the
    /// declaration of attackers (508.1d) while the source has the ability:
    /// on the source itself ("[this] attacks each turn if able"), what it is
    /// attached to ("Enchanted creature attacks ..."), or every creature
    /// matching a filter ("All creatures attack ...", "Goblin creatures ...").
    AttacksEachCombat {
        #[serde(default = "affects_this", skip_serializing_if = "is_affects_this")]
        affects: Affects,
    },
    /// "[Objects] can attack as though [they] didn't have defender" (702.3b):
    /// the affected creatures may be declared as attackers even with defender.
    AttackDespiteDefender { affects: Affects },
    /// A requirement on the declaration of blockers (509.1c): each affected
    /// creature able to block `attacker` (the source itself, or the
    /// permanent it is attached to) while it attacks must block it; without
    /// `attacker`, it must block some attacking creature. "All creatures able
    /// to block [this / enchanted creature] do so" (Lure) affects every
    /// creature matching a filter (seen from the source's controller);
    /// "[this] blocks each turn if able" affects the source.
    MustBlock {
        affects: Affects,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        attacker: Option<Affects>,
    },
    /// "[Objects] can't attack", "... can't block", "... can't attack or
    /// block": restrictions on declaring attackers (508.1c) and blockers
    /// (509.1b) while the source has the ability. What it restricts: the
    /// permanent the source is attached to (Pacifism, Sluggishness), the
    /// source itself (Goblin Piker), or every creature matching a filter from
    /// the source's controller's point of view (Moat). `be_blocked`: "can't
    /// be blocked" (509.1b: no creature may block it; Phantom Warrior, Cloak
    /// of Mists). `activate`: "[its] activated abilities can't be activated"
    /// (602.5: Arrest, Stupefying Touch), mana abilities included, for the
    /// source itself or what it is attached to. At least one of `attack`,
    /// `block`, `be_blocked` and `activate`.
    CantAttackOrBlock {
        affects: Affects,
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        attack: bool,
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        block: bool,
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        be_blocked: bool,
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        activate: bool,
    },
    /// Layer 7a (604.3, 613.3a): a characteristic-defining ability setting power
    /// and toughness from numbers in the game ("equal to the number of cards in
    /// your hand", "... of creatures you control"). It works in every zone; a
    /// creature card with it may omit `power`/`toughness`.
    DefinePowerToughness { power: Amount, toughness: Amount },
    /// "Reveal the cards [you / each opponent] draw" (the static half of a linked
    /// pair, 603.10, 607): the draws of the players named (relative to the
    /// controller) are revealed as they are drawn, only the first of each turn
    /// with `first_each_turn` (Primitive Etchings: "reveal the first card you
    /// draw each turn"); only this permanent's `revealed_this_way` abilities see them.
    RevealDraws {
        #[serde(default = "relation_you")]
        whose: Relation,
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        first_each_turn: bool,
    },
    /// Objects matching the filter (seen as they would be on the battlefield)
    /// can't enter the battlefield ("lands can't enter the battlefield"): a
    /// permanent spell that would be one goes to its owner's graveyard (608.3b),
    /// and a land that would be one can't be played.
    CantEnterBattlefield { filter: Filter },
    /// Cards matching the filter can't be played (601.3, 305.1): neither
    /// played as lands (`lands`) nor cast (`spells`); both by default.
    /// "Players can't play lands" is a land filter; "the named card can't be
    /// cast" is `{"chosen_name": true}` with `lands: false`.
    CantBePlayed {
        filter: Filter,
        #[serde(default = "yes", skip_serializing_if = "is_true")]
        lands: bool,
        #[serde(default = "yes", skip_serializing_if = "is_true")]
        spells: bool,
    },
    /// 601.3, 305.1: a permission to play cards from a zone other than the
    /// hand: cards matching the filter (from the controller's point of
    /// view) in the controller's graveyard ("You may play land cards from
    /// your graveyard": Crucible of Worlds) or on top of their library ("You
    /// may play the top card of your library": Future Sight; "... if it's a
    /// creature card": Garruk's Horde). Played as lands (`lands`) and cast
    /// (`spells`), both by default, with the usual timing, land plays and
    /// costs. With `this_card`, the ability is the card's own and works from
    /// that zone ("You may cast Gravecrawler from your graveyard as long as
    /// you control a Zombie"); `condition`: the permission holds only while
    /// it does.
    MayPlayFrom {
        zone: PlayZone,
        #[serde(default)]
        filter: Filter,
        #[serde(default = "yes", skip_serializing_if = "is_true")]
        lands: bool,
        #[serde(default = "yes", skip_serializing_if = "is_true")]
        spells: bool,
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        this_card: bool,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        condition: Option<Condition>,
    },
    /// "Play with the top card of your library revealed" (Future Sight,
    /// Goblin Spy): the top card of the controller's library, or of every
    /// player's with `each_player` ("Players play with the top card of their
    /// libraries revealed": Field of Dreams), is seen by every player.
    RevealTopOfLibrary {
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        each_player: bool,
    },
    /// "Players play with their hands revealed" (Revelation), "Your opponents
    /// play with their hands revealed" (Telepathy, with `opponents_only`):
    /// every player sees those players' hands (the snapshot shows them).
    HandsRevealed {
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        opponents_only: bool,
    },
    /// 305.2: "You may play an additional land on each of your turns"
    /// (Exploration, Oracle of Mul Daya; `count` 2: Azusa, Lost but Seeking):
    /// the controller may play that many more lands on each of their turns.
    AdditionalLandPlays {
        #[serde(default = "one")]
        count: u32,
    },
    /// "You may cast [this] as though it had flash" (702.8a's permission
    /// given by the card itself, working from wherever it is cast, 112.6);
    /// with `more`, "... if you pay {2} more to cast it": cast at a time only
    /// flash allows, its total cost is that much more (117.8, 601.2e).
    /// With `sacrifice_at_cleanup`, the sentence after it: "If you cast it
    /// any time a sorcery couldn't have been cast, the controller of the
    /// permanent it becomes sacrifices it at the beginning of the next
    /// cleanup step." The spell cast outside its controller's main phase
    /// with an empty stack (307.1) remembers it, and so does the permanent
    /// it becomes; as that permanent enters, a delayed triggered ability is
    /// created (603.7) that makes its controller then sacrifice it (701.15a)
    /// as the next cleanup step begins (514.3a: players then get priority).
    AsThoughFlash {
        #[serde(default, skip_serializing_if = "Option::is_none")]
        more: Option<crate::rules::types::ManaCost>,
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        sacrifice_at_cleanup: bool,
    },
    /// "You may cast [filter] spells as though they had flash" (Vedalken
    /// Orrery, Hypersonic Dragon): the permanent's controller, or every
    /// player with `each_player` ("Any player may cast ...": Vernal
    /// Equinox), may cast cards matching `filter` any time they could cast
    /// an instant (702.8a's permission given by another object, 307.1).
    SpellsAsThoughFlash {
        #[serde(default)]
        filter: Filter,
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        each_player: bool,
    },
    /// "Cast [this] only [when]" (Assassin's Blade: "only during the declare
    /// attackers step and only if you've been attacked this step"): a
    /// restriction on casting the card itself (601.3), working wherever the
    /// card is cast from (112.6).
    CastOnly { when: CastTiming },
    /// "You have shroud" (702.17: its controller can't be the target of
    /// spells or abilities) or "You have hexproof" (702.11: not of those its
    /// opponents control): Ivory Mask, Leyline of Sanctity.
    ControllerHas { keyword: Keyword },
    /// 402.2: "You have no maximum hand size" (Spellbook, Reliquary Tower);
    /// with `each_player`, "Players have no maximum hand size": the players
    /// it names discard nothing to a hand size in their cleanup step (514.1).
    NoMaximumHandSize {
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        each_player: bool,
    },
    /// 704.5s: "can't have more than N [kind] counters on it".
    CounterLimit { kind: String, max: u32 },
    /// 502.2: permanents matching the filter don't untap during their controllers'
    /// untap steps (Intruder Alarm).
    DoesntUntap { filter: Filter },
    /// 502.2: "Players can't untap more than one [noun] during their untap
    /// steps" (Smoke, Damping Field; `count` 2: "more than two"; with
    /// `yours_only`, "You can't untap more than one land during your untap
    /// step": the controller's): the active player chooses which of those
    /// of their tapped permanents untap, no more than `count`.
    UntapLimit {
        filter: Filter,
        count: u32,
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        yours_only: bool,
    },
    /// "You may have [this] assign its combat damage as though it weren't
    /// blocked": as combat damage is assigned while it is blocked, its
    /// controller chooses whether it assigns all its combat damage to the
    /// player or planeswalker it attacks (510.1c) instead of its blockers.
    MayAssignAsUnblocked,
    /// 702.20b: "bands with other [quality]", a special form of banding:
    /// attacking creatures matching `quality`, one of them with this
    /// ability for that quality, may form a band (702.20c); and a creature
    /// blocking, or blocked by, two or more such creatures of one player has
    /// its combat damage divided by that player (702.20j–k). Printed in
    /// lower case inside the quotes that grant it.
    BandsWithOther { quality: Filter },
    /// "You may choose not to untap [this] during your untap step": as its
    /// controller's untap step determines what untaps (502.2), that player
    /// chooses whether this permanent, if tapped, stays tapped.
    MayNotUntap,
    /// A cost increase or reduction (601.2f, 117.7): spells matching `spells`
    /// (seen from this permanent's controller: "spells you cast" is
    /// `{"controller": "you"}`) cost `more` more or `less` less to cast; without
    /// `spells`, the card itself as it is cast ("this spell costs {1} less to
    /// cast for each artifact you control", a static ability that works on the
    /// stack). With `per`, the change is made that many times ("for each").
    /// Increases apply before reductions; a reduction of generic mana reduces
    /// only the generic part.
    CostChange {
        #[serde(default, skip_serializing_if = "Option::is_none")]
        spells: Option<Filter>,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        more: Option<ManaCost>,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        less: Option<ManaCost>,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        per: Option<Amount>,
    },
    /// The general form of a characteristic-changing static ability (613): what
    /// it affects and the changes it makes, each applied in its own layer. The
    /// spellings `anthem`, `attached_pump`, `grant_keyword` and the others of
    /// `cards::lowering` are read as this kind. When one
    /// ability makes changes in several layers, the objects it starts to apply to
    /// are the ones it keeps applying to in the later layers (613.5 of the
    /// reference), even if they no longer match or the ability is lost meanwhile.
    Continuous { affects: Affects, modifications: Vec<Modification> },
}

/// A zone other than the hand that a permission lets cards be played from
/// (601.3, 305.1).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum PlayZone {
    /// The controller's graveyard.
    Graveyard,
    /// The top card of the controller's library.
    LibraryTop,
}

fn affects_this() -> Affects {
    Affects::This
}

fn is_affects_this(a: &Affects) -> bool {
    *a == Affects::This
}

/// What a characteristic-changing static ability applies to.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Affects {
    /// Every permanent on the battlefield matching the filter (from the point
    /// of view of the source's controller; `other` leaves out the source).
    All(Filter),
    /// The permanent the source (an Aura or Equipment) is attached to.
    Attached,
    /// The source itself.
    This,
}

/// One change a continuous effect makes to an object (611, 613). The layer it
/// applies in follows from what it changes: see [`Modification::layers`].
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
#[serde(rename_all = "snake_case")]
pub enum Modification {
    /// Layer 7c: "+P/+T" (613.3c). Numbers of a resolved spell's effect were
    /// fixed as it resolved (608.2h); a static ability's are read as it applies.
    Pump { power: Amount, toughness: Amount },
    /// Layer 6: gains a keyword ability.
    AddKeyword(Keyword),
    /// Layer 6: loses a keyword ability.
    RemoveKeyword(Keyword),
    /// Layer 6: gains protection from a colour (702.16a): a fixed one, or
    /// `chosen`: the colour chosen by the same spell or ability ("the color
    /// of your choice": Mother of Runes), or by the source as it entered
    /// (614.12). Nothing is gained while no colour is chosen.
    ProtectionFrom(ColorRef),
    /// Layer 6: "This effect doesn't remove [this]": the protection the same
    /// effect gives (702.16) doesn't make its own source, the Aura or
    /// Equipment giving it, fall off (704.5n, 704.5p). Black Ward's
    /// "Enchanted creature has protection from black. This effect doesn't
    /// remove Black Ward." is `add_keyword` then this.
    DoesntRemoveSource,
    /// Layer 6: has an ability (613.1f).
    AddAbility(Box<Ability>),
    /// Layer 6: loses all abilities (613.1f).
    LoseAllAbilities,
    /// Layer 5: is the given colours (613.1e).
    SetColors(ColorSet),
    /// Layer 5: "becomes the color of your choice" (613.1e): the colour chosen
    /// by the same spell or ability (608.2d), or by the source as it entered
    /// (614.12). Nothing changes while no colour is chosen.
    SetChosenColor,
    /// Layer 4: "becomes the creature type of your choice" (613.1d): its
    /// creature types are replaced by the one chosen by the same spell or
    /// ability (608.2d), or by the source as it entered (614.12); its other
    /// subtypes stay. Nothing changes while no creature type is chosen.
    SetChosenCreatureType,
    /// Layer 4: its land types are replaced by the basic land type chosen by
    /// the same spell or ability (608.2d), or by the source as it entered
    /// (614.12), as `set_land_types` of that one type (305.7). Nothing
    /// changes while no land type is chosen.
    SetChosenLandType,
    /// Layer 4: its creature types are replaced by this one (the chosen type, worked out).
    SetCreatureType(String),
    /// Layer 4: is the card type in addition to its other types (613.1d).
    AddType(CardType),
    /// Layer 4: is exactly these card types ("becomes an artifact creature"), 205.1a.
    SetTypes(Vec<CardType>),
    /// Layer 4: has the subtype in addition to its other subtypes (a land that
    /// gains a basic land type gains its mana ability, 305.6).
    AddSubtype(String),
    /// Layer 4: a land's land types are set to these ("nonbasic lands are
    /// Mountains", "enchanted land is a Swamp"): it loses its other land types
    /// and the abilities of its own text, and has the mana abilities of the new
    /// basic land types (305.7). Other objects are left alone.
    SetLandTypes(Vec<String>),
    /// Layer 4: is every creature type (205.3m) in addition to its other
    /// subtypes: "gains all creature types" (Amoeboid Changeling).
    AllCreatureTypes,
    /// Layer 4: loses all creature types, keeping its other subtypes: "loses
    /// all creature types" (Nameless Inversion); after changeling's
    /// characteristic-defining ability, which applies first (613.3).
    LoseCreatureTypes,
    /// Layer 7b: has base power and toughness N/N, or "becomes N/N" (613.3b);
    /// per object with `affected` ("each equal to its converted mana cost").
    SetPowerToughness { power: Amount, toughness: Amount },
    /// Layer 7e: power and toughness are switched (613.3e).
    SwitchPowerToughness,
    /// Not a characteristic: "can't be regenerated" this turn (701.12).
    CantBeRegenerated,
    /// Not a characteristic: "if it would leave the battlefield, exile it
    /// instead of putting it anywhere else" (unearth, 702.83a).
    ExileIfItWouldLeave,
    /// 702.33a, given by an effect: the card has flashback, its flashback
    /// cost equal to its mana cost ("target instant or sorcery card in your
    /// graveyard gains flashback until end of turn"). Read where the card is
    /// cast from its graveyard (the cost offered and paid).
    GainFlashback,
    /// Not a characteristic: "if it would die this turn, [instead]"
    /// (614.1a), made by the `if_it_would_die` instruction.
    WouldDieInstead(GraveyardInstead),
    /// Not a characteristic: "doesn't untap during its controller's untap
    /// step" (502.2) for as long as the effect lasts; with the duration
    /// `next_untap_step`, "doesn't untap during its controller's next untap
    /// step". Only in the instruction `continuous` (a static ability says
    /// it with the static `doesnt_untap`).
    DoesntUntap,
    /// Layer 1 (613.1a, 706.2): "becomes a copy of [object]": the object's
    /// copiable values (its printed values, or what a copy effect made them;
    /// last known information if it has left) replace this one's, fixed as
    /// the effect begins; other effects on it still apply on top. With
    /// `gains_this_ability`, "and gains this ability": the ability that made
    /// the effect is part of the copiable values (706.9a). Only in the
    /// instruction `continuous`.
    BecomeCopy {
        of: ObjRef,
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        gains_this_ability: bool,
    },
    /// Layer 1: the copiable values a `become_copy` fixed as it began (706.2).
    /// Made by the engine (the card format says `become_copy`, not this).
    CopiedValues(std::sync::Arc<CardDef>),
    /// Layer 2 (613.1b): controlled by this player. Made by the engine for a
    /// `gain_control` effect (the card format says `gain_control`, not this).
    SetController(PlayerId),
    /// Layer 2 (613.1b): controlled by the controller of the static ability's
    /// source, with the source's timestamp ("You control enchanted creature",
    /// Control Magic). Only in a static ability that affects what its source
    /// is attached to.
    YouControl,
    /// Not a characteristic: "can't attack you or a planeswalker you control"
    /// (508.1c; the Vows: "Enchanted creature gets +2/+2, has vigilance, and
    /// can't attack you or a planeswalker you control"), "you" being the
    /// controller of the static ability's source. Only in a static ability.
    CantAttackYou,
    /// `cant_attack_you` with its player fixed as the layers apply it (made by
    /// the engine, not written by cards): kept on the characteristics for the
    /// declaration of attackers.
    CantAttackPlayer(PlayerId),
}

/// The layers and sublayers of 613.1 and 613.3, in the order they apply.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
#[cfg_attr(test, derive(ts_rs::TS))]
pub enum Layer {
    /// 613.1a copy effects.
    Copy,
    /// 613.1b control-changing effects.
    Control,
    /// 613.1c text-changing effects.
    Text,
    /// 613.1d type-changing effects.
    Type,
    /// 613.1e colour-changing effects.
    Color,
    /// 613.1f ability-adding and -removing effects.
    Ability,
    /// 613.3a characteristic-defining abilities that define power and toughness.
    PtDefining,
    /// 613.3b effects that set power and toughness.
    PtSetting,
    /// 613.3c effects that modify power and toughness.
    PtModifying,
    /// 613.3d counters.
    PtCounters,
    /// 613.3e switching.
    PtSwitching,
}

impl Layer {
    /// The rule that names this layer or sublayer.
    pub fn rule(self) -> &'static str {
        match self {
            Layer::Copy => "613.1a",
            Layer::Control => "613.1b",
            Layer::Text => "613.1c",
            Layer::Type => "613.1d",
            Layer::Color => "613.1e",
            Layer::Ability => "613.1f",
            Layer::PtDefining => "613.3a",
            Layer::PtSetting => "613.3b",
            Layer::PtModifying => "613.3c",
            Layer::PtCounters => "613.3d",
            Layer::PtSwitching => "613.3e",
        }
    }
}

impl Modification {
    /// The layer this change applies in; None for a change that is not to a characteristic.
    pub fn layer(&self) -> Option<Layer> {
        Some(match self {
            Modification::Pump { .. } => Layer::PtModifying,
            Modification::AddKeyword(_) | Modification::RemoveKeyword(_) | Modification::ProtectionFrom(_) | Modification::DoesntRemoveSource | Modification::AddAbility(_) | Modification::LoseAllAbilities => Layer::Ability,
            Modification::SetColors(_) | Modification::SetChosenColor => Layer::Color,
            Modification::SetChosenCreatureType | Modification::SetChosenLandType | Modification::SetCreatureType(_) => Layer::Type,
            Modification::AddType(_) | Modification::SetTypes(_) | Modification::AddSubtype(_) | Modification::SetLandTypes(_) | Modification::AllCreatureTypes | Modification::LoseCreatureTypes => Layer::Type,
            Modification::SetPowerToughness { .. } => Layer::PtSetting,
            Modification::SwitchPowerToughness => Layer::PtSwitching,
            // A copy effect changes the copiable values themselves (rules::copies).
            Modification::CantBeRegenerated | Modification::GainFlashback | Modification::ExileIfItWouldLeave | Modification::WouldDieInstead(_) | Modification::DoesntUntap | Modification::BecomeCopy { .. } | Modification::CopiedValues(_) => return None,
            Modification::SetController(_) | Modification::YouControl => Layer::Control,
            // (Rules effects kept with the abilities: what the declaration of attackers reads.)
            Modification::CantAttackYou | Modification::CantAttackPlayer(_) => Layer::Ability,
        })
    }
}

impl Effect {
    /// "[Objects] get +P/+T until end of turn": a continuous effect from a
    /// resolving spell or ability (611.2a), its numbers worked out as it is
    /// followed (608.2h). The general form of the `pump` spelling.
    pub fn pump(what: ObjRef, power: Amount, toughness: Amount) -> Effect {
        Effect::Continuous { what, modifications: vec![Modification::Pump { power, toughness }], duration: Duration::EndOfTurn, text: String::new() }
    }
}

impl StaticEffect {
    /// A characteristic-changing static ability: what it affects and what it
    /// changes (613.1); None for static abilities that change no
    /// characteristic. Shorthand spellings were read as `continuous`
    /// (`cards::lowering`), so this is the one form.
    pub fn as_continuous(&self) -> Option<(&Affects, &[Modification])> {
        match self {
            StaticEffect::Continuous { affects, modifications } => Some((affects, modifications)),
            _ => None,
        }
    }

    /// The abilities this static ability grants to the permanent its source
    /// is attached to (613.1f: an Aura's or Equipment's "enchanted creature has ...").
    pub fn granted_to_attached(&self) -> impl Iterator<Item = &Ability> {
        let m: &[Modification] = match self {
            StaticEffect::Continuous { affects: Affects::Attached, modifications } => modifications,
            _ => &[],
        };
        m.iter().filter_map(|m| match m {
            Modification::AddAbility(a) => Some(a.as_ref()),
            _ => None,
        })
    }
}

/// Does a card-form value use a filter's `attached` anywhere?
fn says_attached(v: &serde_json::Value) -> bool {
    match v {
        serde_json::Value::Object(m) => m.get("attached") == Some(&serde_json::Value::Bool(true)) || m.values().any(says_attached),
        serde_json::Value::Array(a) => a.iter().any(says_attached),
        _ => false,
    }
}

/// 702.83a: unearth's activated ability, working from the graveyard.
fn unearth_ability(c: &ManaCost) -> Ability {
    let moved = || ObjRef::Moved;
    Ability::Activated {
        divide: None,
        cost: Cost::new(vec![CostPart::Mana(c.clone())]),
        targets: Vec::new(),
        effects: vec![
            Effect::ReturnToBattlefield { what: ObjRef::This, under_your_control: false, with_counters: Vec::new(), tapped: false, flipped: false },
            Effect::Continuous { what: moved(), modifications: vec![Modification::AddKeyword(Keyword::Haste), Modification::ExileIfItWouldLeave], duration: Duration::Indefinitely, text: "gains haste, and is exiled if it would leave the battlefield".into() },
            Effect::AtBeginningOfNextEndStep { effects: vec![Effect::Exile { what: ObjRef::TriggerObject, linked: false, until_this_leaves: false }], text: "exile it".into() },
        ],
        sorcery_speed: true,
        from_graveyard: true,
        only: None,
        condition: None,
        text: format!("Unearth {} ({}: Return this card from your graveyard to the battlefield. It gains haste. Exile it at the beginning of the next end step or if it would leave the battlefield. Unearth only as a sorcery.)", c.text, c.text),
    }
}

/// 702.28a: "Cycling [cost]" means "[cost], Discard this card: Draw a card."
fn cycling_ability(c: &ManaCost) -> Ability {
    Ability::Activated {
        divide: None,
        cost: Cost::new(vec![CostPart::Mana(c.clone()), CostPart::DiscardSelf]),
        targets: Vec::new(),
        effects: vec![Effect::Draw { player: Recipient::Player(PlayerRef::You), count: Amount::Fixed(1) }],
        sorcery_speed: false,
        from_graveyard: false,
        only: None,
        condition: None,
        text: format!("Cycling {} ({}, Discard this card: Draw a card.)", c.text, c.text),
    }
}

/// 702.58a: recover's triggered ability, which works from the graveyard
/// (112.6k): when a creature is put into its owner's graveyard from the
/// battlefield, the owner may pay the cost; if they do, the card returns to
/// their hand, and otherwise it is exiled.
fn recover_ability(cost: &ManaCost) -> Ability {
    let creature = FilterSpec { types: vec![crate::rules::CardType::Creature], owner: Some(Relation::You), ..FilterSpec::default() };
    Ability::Triggered {
        divide: None,
        trigger: TriggerCondition::PutIntoGraveyardFromBattlefield { filter: Some(creature.into()) },
        condition: None,
        targets: Vec::new(),
        effects: vec![Effect::MayPay {
            mana: cost.clone(),
            effects: vec![Effect::ReturnToHand { what: ObjRef::This }],
            otherwise: vec![Effect::Exile { what: ObjRef::This, linked: false, until_this_leaves: false }],
            text: "return this card from your graveyard to your hand".into(),
        }],
        modes: Vec::new(),
        from_graveyard: true,
        text: format!("Recover {} (When a creature is put into your graveyard from the battlefield, you may pay {}. If you do, return this card from your graveyard to your hand. Otherwise, exile this card.)", cost.text, cost.text),
    }
}

/// 702.62a: vanishing's two triggered abilities.
/// 702.34a: madness's triggered ability: the owner may cast the exiled card
/// for its madness cost as this resolves; if the card is still in exile after
/// that, it goes to its owner's graveyard.
fn madness_trigger(cost: &ManaCost) -> Ability {
    let this = || Some(ObjRef::This);
    Ability::Triggered {
        divide: None,
        trigger: TriggerCondition::ExiledByMadness,
        condition: None,
        targets: Vec::new(),
        effects: vec![
            Effect::Cast { what: this(), filter: Filter::default(), without_paying_mana_cost: false, madness_cost: true, if_able: false, gains_haste: false },
            Effect::PutIntoGraveyard { what: ObjRef::This },
        ],
        modes: Vec::new(), from_graveyard: false,
        text: format!("Madness {} (If you discard this card, discard it into exile. When you do, cast it for its madness cost or put it into your graveyard.)", cost.text),
    }
}

/// 702.61a: suspend's two triggered abilities, which function in exile
/// (their conditions say the card is there).
fn suspend_abilities(s: &Suspend) -> Vec<Ability> {
    let time = || Amount::Dynamic(DynamicAmount::CountersOn { what: ObjRef::This, kind: "time".into() });
    let n = s.time;
    let counters = if n == 1 { "a time counter".to_string() } else { format!("{n} time counters") };
    vec![
        Ability::Triggered {
            divide: None,
            trigger: TriggerCondition::BeginningOfStep { step: Step::Upkeep, yours_only: true, chosen_player: false, opponents_only: false, attached_controller: false },
            condition: Some(Condition::Suspended),
            targets: Vec::new(),
            effects: vec![Effect::RemoveCounters { what: ObjRef::This, kind: "time".into(), count: Amount::Fixed(1) }],
            modes: Vec::new(), from_graveyard: false,
            text: format!("Suspend {n}—{} (Rather than cast this card from your hand, you may pay {} and exile it with {counters} on it. At the beginning of your upkeep, remove a time counter. When the last is removed, cast it without paying its mana cost. If it's a creature, it has haste.)", s.cost.text, s.cost.text),
        },
        Ability::Triggered {
            divide: None,
            trigger: TriggerCondition::Counters { change: CounterChange::Removed, kind: Some("time".into()), filter: None, each_counter: false },
            condition: Some(Condition::All { of: vec![Condition::InExile, Condition::Not { of: Box::new(Condition::AtLeast { amount: time(), count: 1 }) }] }),
            targets: Vec::new(),
            effects: vec![Effect::Cast { what: Some(ObjRef::This), filter: Filter::default(), without_paying_mana_cost: true, madness_cost: false, if_able: true, gains_haste: true }],
            modes: Vec::new(), from_graveyard: false,
            text: "When the last time counter is removed from this card, if it's exiled, cast it without paying its mana cost if able. If it's a creature spell, it gains haste until you lose control of it.".into(),
        },
    ]
}

impl Condition {
    /// Does a triggered ability with this condition work from its card's
    /// graveyard ("if [this] is in your graveyard", 112.6k)?
    pub fn about_graveyard(&self) -> bool {
        match self {
            Condition::InGraveyard => true,
            Condition::All { of } => of.iter().any(Condition::about_graveyard),
            _ => false,
        }
    }

    /// Does an ability with this condition function in exile (702.61a:
    /// suspend's "if this card is suspended", "if it's exiled")?
    pub fn about_exile(&self) -> bool {
        match self {
            Condition::Suspended | Condition::InExile => true,
            Condition::All { of } | Condition::Any { of } => of.iter().any(Condition::about_exile),
            Condition::SomePlayer { of, .. } => of.about_exile(),
            Condition::Not { of } => of.about_exile(),
            _ => false,
        }
    }
}

fn vanishing_abilities(n: u32) -> Vec<Ability> {
    let time = || Amount::Dynamic(DynamicAmount::CountersOn { what: ObjRef::This, kind: "time".into() });
    let has_time = Condition::AtLeast { amount: time(), count: 1 };
    vec![
        Ability::Triggered {
            divide: None,
            trigger: TriggerCondition::BeginningOfStep { step: Step::Upkeep, yours_only: true, chosen_player: false, opponents_only: false, attached_controller: false },
            condition: Some(has_time.clone()),
            targets: Vec::new(),
            effects: vec![Effect::RemoveCounters { what: ObjRef::This, kind: "time".into(), count: Amount::Fixed(1) }],
            modes: Vec::new(), from_graveyard: false,
            text: format!("Vanishing {n} (This permanent enters the battlefield with {n} time counters on it. At the beginning of your upkeep, remove a time counter from it. When the last is removed, sacrifice it.)"),
        },
        Ability::Triggered {
            divide: None,
            trigger: TriggerCondition::Counters { change: CounterChange::Removed, kind: Some("time".into()), filter: None, each_counter: false },
            condition: Some(Condition::Not { of: Box::new(has_time) }),
            targets: Vec::new(),
            effects: vec![Effect::SacrificeSource],
            modes: Vec::new(), from_graveyard: false,
            text: "When the last time counter is removed from this permanent, sacrifice it.".into(),
        },
    ]
}

/// What a static replacement ability replaces (614).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", tag = "event", deny_unknown_fields)]
pub enum ReplacementKind {
    /// "If you would lose the game, instead [effects]" (614.1a; Lich's Mirror):
    /// the effects happen in order, with the controller as "you". They can't
    /// ask anyone anything (a replacement can't wait for a decision): draws,
    /// life, shuffling cards into a library, discarding a hand, milling.
    YouWouldLoseTheGame { instead: Vec<Effect> },
    /// "If a source would deal damage to [recipients], [change] instead" (614.1a,
    /// 615): Furnace of Rath doubles damage to any creature or player
    /// (`{"to": "any", "change": "double"}`), Urza's Armor prevents 1 of the
    /// damage to its controller (`{"to": "you", "change": {"prevent": 1}}`). With
    /// `from`, only damage from sources matching the filter (seen from the
    /// controller of this ability: "red sources", "sources an opponent controls").
    DamageWouldBeDealt {
        to: DamageRecipients,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        from: Option<Filter>,
        change: DamageChange,
        /// Only combat damage (510.2) is watched.
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        combat: bool,
        /// Whether the damage watched is dealt to the recipients `to` names
        /// (the default), by them (as sources), or either.
        #[serde(default, skip_serializing_if = "DamageDirection::is_to")]
        dealt: DamageDirection,
    },
    /// "If [who] would draw a card, [instead]" (614.1a, 614.11), seen from the
    /// controller: Thought Reflection (`"who": "you", "instead": {"draws": 2}`:
    /// that player draws two instead), Notion Thief (`"who": "opponent",
    /// "except_first_in_draw_step": true, "instead": {"you_draw": 1}`: that
    /// player skips the draw and the controller draws instead).
    WouldDraw {
        who: Relation,
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        except_first_in_draw_step: bool,
        instead: DrawInstead,
    },
    /// "If [who] would gain life, [instead]" (614.1a), seen from the
    /// controller; without `who`, any player: Boon Reflection (`"who": "you",
    /// "instead": "twice"`), Sulfuric Vortex (`"instead": "nothing"`). The
    /// gain that replaces it is a new event, looked at again by the others.
    WouldGainLife {
        #[serde(default, skip_serializing_if = "Option::is_none")]
        who: Option<Relation>,
        instead: LifeGainInstead,
    },
    /// Frozen Aether: "[Permanents matching the filter] enter the battlefield tapped" (614.1d, 614.12).
    /// With `played`: "[permanents] played by your opponents" — the filter's
    /// controller relation is asked of the player who played the permanent
    /// (cast it as a spell, 601.2, or played it as a land, 305.1), not of its
    /// controller; a permanent put onto the battlefield otherwise wasn't played.
    EntersTapped {
        filter: Filter,
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        played: bool,
    },
    /// "If an effect would place one or more [kind] counters on a [filter]
    /// permanent, it places twice that many instead" (614.1a): Doubling
    /// Season (`"filter": {"controller": "you"}`), Corpsejack Menace
    /// (`"kind": "+1/+1"`, creatures you control). The filter is seen from
    /// the controller of this ability; counters paid as a cost (loyalty) are
    /// not placed by an effect. Each applies once to an event (614.5): two
    /// make it four times as many.
    WouldPutCounters {
        #[serde(default)]
        filter: Filter,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        kind: Option<String>,
        instead: ManyInstead,
    },
    /// "If an effect would create one or more tokens under [who]'s control,
    /// it creates twice that many of those tokens instead" (614.1a): Doubling
    /// Season, Parallel Lives (`"who": "you"`).
    WouldCreateTokens { who: Relation, instead: ManyInstead },
    /// "If [a card or permanent] would be put into a graveyard, [instead]"
    /// (614.1a); "would die" is the same from the battlefield, of a creature
    /// (700.4). `filter` is what moves, seen where it is (a permanent, a
    /// spell, a card in a hand or library) from this ability's controller
    /// ("an opponent's graveyard": `"owner": "opponent"`; a token matches
    /// too). `this`: only the card with the ability ("If Darksteel Colossus
    /// would be put into a graveyard from anywhere"), which then functions
    /// from whatever zone the card is in (112.6b: it says where it works).
    /// `from_battlefield`: only a move from the battlefield ("would die",
    /// "if a permanent would be put into a graveyard"). `reveal`: the card
    /// is revealed first. With `return_at_next_end_step` (exile only) the
    /// card comes back at the beginning of the next end step: a delayed
    /// triggered ability created by the replacement, whose source is this
    /// permanent and whose controller is this permanent's controller when
    /// the replacement applies (603.7f). With `discarded_by_opponent` (and
    /// `this`), only the card's discard from its owner's hand that a spell or
    /// ability an opponent controls made (701.8): "If a spell or ability an
    /// opponent controls causes you to discard [this], put it onto the
    /// battlefield [with two +1/+1 counters on it] instead of putting it into
    /// your graveyard" (`instead`: battlefield, `with_counters`).
    WouldBePutIntoGraveyard {
        #[serde(default, skip_serializing_if = "Filter::is_empty")]
        filter: Filter,
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        this: bool,
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        from_battlefield: bool,
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        reveal: bool,
        instead: GraveyardInstead,
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        return_at_next_end_step: bool,
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        discarded_by_opponent: bool,
        #[serde(default, skip_serializing_if = "Vec::is_empty")]
        with_counters: Vec<CounterSpec>,
    },
    /// 614.1b, 614.10: steps and phases that don't happen: "Skip your draw
    /// step." (Yawgmoth's Bargain), "Skip your combat phase." (each step of
    /// the phase, 500.1), "Skip your upkeep and draw steps."; on the
    /// controller's turns, or with `each_player` on every player's own turns
    /// ("Players skip their upkeep steps.", Eon Hub).
    Skip {
        skipped: Vec<Skipped>,
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        each_player: bool,
    },
}

/// A step or a whole phase a `skip` replacement skips: `{"step": "draw"}`,
/// `{"phase": "combat"}`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Skipped {
    Step(Step),
    Phase(Phase),
}

impl Skipped {
    /// The steps skipped, in turn order.
    pub fn steps(&self) -> &[Step] {
        match self {
            Skipped::Step(s) => std::slice::from_ref(s),
            Skipped::Phase(p) => p.steps(),
        }
    }
}

/// Where a card that would be put into a graveyard goes instead.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum GraveyardInstead {
    /// "Exile it instead."
    Exile,
    /// "Return it to its owner's hand instead."
    Hand,
    /// "Put it on top of its owner's library instead."
    LibraryTop,
    /// "Put it on the bottom of its owner's library instead."
    LibraryBottom,
    /// "Shuffle it into its owner's library instead."
    ShuffleIntoLibrary,
    /// "Put it onto the battlefield instead" (under its owner's control; only
    /// for a discard an opponent's spell or ability made).
    Battlefield,
}

/// How many there are instead, when counters would be placed or tokens created.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ManyInstead {
    /// Twice that many.
    Twice,
}

/// What a life gain is replaced by.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum LifeGainInstead {
    /// The player gains twice that much life instead.
    Twice,
    /// The player gains no life instead.
    Nothing,
}

/// What a draw is replaced by.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum DrawInstead {
    /// The drawing player draws N cards instead.
    Draws(u32),
    /// The drawing player skips the draw and the controller draws N instead.
    YouDraw(u32),
}

/// Whom a damage replacement watches (relative to the controller of its source).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum DamageRecipients {
    /// Any creature, planeswalker or player.
    Any,
    /// Any creature or player (not a planeswalker).
    CreatureOrPlayer,
    /// The permanent with the replacement ability itself.
    This,
    /// The controller of the replacement's source.
    You,
    /// An opponent of that controller.
    Opponent,
    /// Any player.
    AnyPlayer,
    /// Any creature.
    AnyCreature,
    /// A creature or planeswalker that controller controls.
    PermanentYouControl,
    /// A creature that controller controls ("creatures you control").
    CreatureYouControl,
    /// The permanent the replacement's source (an Aura or Equipment) is
    /// attached to ("enchanted creature").
    Attached,
}

/// Which damage a damage replacement watches, relative to the objects its
/// `to` names: dealt to them, dealt by them ("Prevent all damage that would
/// be dealt by enchanted creature"), or either ("... dealt to and dealt by
/// enchanted creature"). A player deals no damage: `by` watches only
/// objects.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum DamageDirection {
    #[default]
    To,
    By,
    ToAndBy,
}

impl DamageDirection {
    pub fn is_to(&self) -> bool {
        *self == DamageDirection::To
    }
}

/// How a damage replacement changes the damage.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum DamageChange {
    /// Double it (614.1a).
    Double,
    /// Prevent N of it (615.1).
    Prevent(i32),
    /// Prevent all of it (615.1).
    PreventAll,
    /// Prevent all of it, and remove a +1/+1 counter from the permanent
    /// with the ability (the Phantom creatures of Judgment): one counter
    /// for each damage event it prevents, even one of 0 left to prevent.
    PreventAllRemovingACounter,
    /// Deal all of it to the permanent with the ability instead (614.9, a
    /// redirection; Empyrial Archangel). Nothing is redirected while that
    /// permanent is not a creature or planeswalker on the battlefield.
    RedirectToThis,
    /// Deal all of it to the creature the permanent with the ability is
    /// attached to instead (614.9; Pariah, Pariah's Shield); nothing is
    /// redirected while it is attached to none.
    RedirectToAttached,
}


/// 702.54a (reference rules): haunt's triggered ability: "When this
/// permanent is put into a graveyard from the battlefield" (or, on an instant
/// or sorcery, "When this spell is put into a graveyard during its
/// resolution"), "exile it haunting target creature."
fn haunt_ability(spell: bool) -> Ability {
    let (trigger, when) = if spell {
        (TriggerCondition::ResolvedIntoGraveyard, "When this spell card is put into a graveyard after resolving")
    } else {
        (TriggerCondition::PutIntoGraveyardFromBattlefield { filter: None }, "When this creature dies")
    };
    let target = TargetSpec { kind: TargetKind::Permanent, filter: Filter::of_type(CardType::Creature), text: "target creature".into(), optional: false, another: false, x_count: false, one_graveyard: false, any_number: false };
    Ability::Triggered {
        divide: None,
        trigger,
        condition: None,
        targets: vec![target],
        effects: vec![Effect::ExileHaunting { what: ObjRef::TriggerObject }],
        modes: Vec::new(),
        from_graveyard: false,
        text: format!("Haunt ({when}, exile it haunting target creature.)"),
    }
}

/// The triggered ability a triggered keyword stands for (702.78a persist,
/// 702.82a exalted), or None for any other keyword.
/// Living weapon's token (702.90a): a 0/0 black Germ creature.
fn germ_token() -> CardDef {
    let mut colors = ColorSet::empty();
    colors.insert(Color::Black);
    CardDef { name: "Germ".into(), colors: Some(colors), types: vec![CardType::Creature], subtypes: vec!["Germ".into()], power: Some(0), toughness: Some(0), ..CardDef::default() }
}

pub fn triggered_keyword_ability(k: Keyword) -> Option<Ability> {
    let triggered = |trigger, condition, effects, text: &str| Ability::Triggered { divide: None, trigger, condition, targets: Vec::new(), effects, modes: Vec::new(), from_graveyard: false, text: text.to_string() };
    match k {
        Keyword::Persist => Some(triggered(
            TriggerCondition::Dies { filter: None },
            Some(Condition::Not {
                of: Box::new(Condition::AtLeast { amount: Amount::Dynamic(DynamicAmount::CountersOn { what: ObjRef::This, kind: "-1/-1".into() }), count: 1 }),
            }),
            vec![Effect::ReturnToBattlefield { what: ObjRef::TriggerObject, under_your_control: false, with_counters: vec![CounterSpec { kind: "-1/-1".into(), count: 1, chosen: None }], tapped: false, flipped: false }],
            "Persist (When this creature dies, if it had no -1/-1 counters on it, return it to the battlefield under its owner's control with a -1/-1 counter on it.)",
        )),
        Keyword::Flanking => Some(triggered(
            TriggerCondition::BlockedBy { filter: FilterSpec { not_keywords: vec![Keyword::Flanking], ..Default::default() }.into() },
            None,
            vec![Effect::pump(ObjRef::TriggerObject, Amount::Fixed(-1), Amount::Fixed(-1))],
            "Flanking (Whenever a creature without flanking blocks this creature, the blocking creature gets -1/-1 until end of turn.)",
        )),
        Keyword::Exalted => Some(triggered(
            TriggerCondition::AttacksAlone { filter: FilterSpec { controller: Some(Relation::You), ..Default::default() }.into() },
            None,
            vec![Effect::pump(ObjRef::TriggerObject, Amount::Fixed(1), Amount::Fixed(1))],
            "Exalted (Whenever a creature you control attacks alone, that creature gets +1/+1 until end of turn.)",
        )),
        // 702.38a: the requirement to block first, then the untapping (as the 2017 wording orders them).
        Keyword::Provoke => Some(Ability::Triggered {
            divide: None,
            trigger: TriggerCondition::Attacks,
            condition: None,
            targets: vec![TargetSpec {
                kind: TargetKind::Permanent,
                text: "target creature defending player controls".into(),
                filter: FilterSpec { types: vec![CardType::Creature], controlled_by: Some(PlayerRef::Defending), ..Default::default() }.into(),
                optional: false,
                another: false,
                x_count: false,
                one_graveyard: false,
                any_number: false,
            }],
            effects: vec![Effect::May {
                effects: vec![Effect::BlocksIfAble { what: ObjRef::Target(0), attacker: Some(ObjRef::This) }, Effect::Untap { what: ObjRef::Target(0) }],
                otherwise: Vec::new(),
                text: "have target creature defending player controls block this creature this combat if able and untap it".into(),
            }],
            modes: Vec::new(), from_graveyard: false,
            text: "Provoke (Whenever this creature attacks, you may have target creature defending player controls untap and block it if able.)".into(),
        }),
        Keyword::Prowess => Some(triggered(
            TriggerCondition::SpellCast { filter: Some(FilterSpec { not_types: vec![CardType::Creature], ..Default::default() }.into()), by: Some(Relation::You) },
            None,
            vec![Effect::pump(ObjRef::This, Amount::Fixed(1), Amount::Fixed(1))],
            "Prowess (Whenever you cast a noncreature spell, this creature gets +1/+1 until end of turn.)",
        )),
        Keyword::LivingWeapon => Some(triggered(
            TriggerCondition::EntersBattlefield { filter: None },
            None,
            vec![Effect::CreateTokens { count: Amount::Fixed(1), token: std::sync::Arc::new(germ_token()), under: None }, Effect::AttachSourceToIt],
            "Living weapon (When this Equipment enters the battlefield, create a 0/0 black Germ creature token, then attach this to it.)",
        )),
        _ => None,
    }
}

impl CardDef {
    /// What a face-down permanent is (707.2, 702.36c): a 2/2 creature with
    /// no name, text, subtypes or mana cost.
    pub fn face_down() -> CardDef {
        crate::json::from_value(serde_json::json!({"name": "", "types": ["Creature"], "power": 2, "toughness": 2})).expect("a face-down definition")
    }

    /// Abilities that keywords with a cost stand for, listed after the printed
    /// abilities: cycling's activated ability (702.28a), the triggered
    /// abilities of persist and exalted (702.78a, 702.82a) and evoke's
    /// sacrifice trigger (702.73a).
    pub fn keyword_abilities(&self) -> Vec<Ability> {
        let mut out = Vec::new();
        out.extend(self.cycling.as_ref().map(cycling_ability));
        out.extend(self.landcycling.iter().map(Landcycling::ability));
        if let Some(c) = &self.unearth {
            out.push(unearth_ability(c));
        }
        if let Some(c) = &self.transmute {
            out.push(self.transmute_ability(c));
        }
        if let Some(c) = &self.level_up {
            out.push(Ability::Activated {
                divide: None,
                cost: Cost::new(vec![CostPart::Mana(c.clone())]),
                targets: Vec::new(),
                effects: vec![Effect::PutCounters { what: ObjRef::This, kind: "level".into(), count: Amount::Fixed(1) }],
                sorcery_speed: true,
                from_graveyard: false,
                only: None,
                condition: None,
                text: format!("Level up {} ({}: Put a level counter on this. Level up only as a sorcery.)", c.text, c.text),
            });
        }
        for k in &self.keywords {
            if *k == Keyword::Haunt {
                out.push(haunt_ability(!self.is_permanent_card()));
            }
            out.extend(triggered_keyword_ability(*k));
        }
        // 702.23a: an age counter, then "sacrifice it unless you pay [its upkeep cost] for each".
        let age = || Some(Amount::Dynamic(DynamicAmount::CountersOn { what: ObjRef::This, kind: "age".into() }));
        if let Some(life) = self.cumulative_upkeep_cost.as_ref().and_then(Cost::pay_life) {
            let pay = Effect::UnlessYouPayLife { life, times: age(), effects: vec![Effect::SacrificeSource], payer: None, text: "sacrifice it".into() };
            out.push(cumulative_upkeep_ability(pay, &format!("\u{2014}Pay {life} life.")));
        }
        if let Some(cost) = &self.cumulative_upkeep {
            let pay = Effect::UnlessYouPay { mana: cost.clone(), times: age(), effects: vec![Effect::SacrificeSource], payer: None, text: "sacrifice it".into() };
            out.push(cumulative_upkeep_ability(pay, &format!(" {}", cost.text)));
        }
        if let Some(cost) = &self.recover {
            out.push(recover_ability(cost));
        }
        if let Some(object) = &self.champion {
            out.extend(champion_abilities(object));
        }
        if let Some(cost) = &self.echo {
            out.push(Ability::Triggered {
                divide: None,
                trigger: TriggerCondition::BeginningOfStep { step: Step::Upkeep, yours_only: true, chosen_player: false, opponents_only: false, attached_controller: false },
                condition: Some(Condition::CameUnderYourControlSinceYourLastUpkeep),
                targets: Vec::new(),
                effects: vec![Effect::UnlessYouPay { mana: cost.clone(), times: None, effects: vec![Effect::SacrificeSource], payer: None, text: "sacrifice it".into() }],
                modes: Vec::new(), from_graveyard: false,
                text: format!("Echo {} (At the beginning of your upkeep, if this came under your control since the beginning of your last upkeep, sacrifice it unless you pay its echo cost.)", cost.text),
            });
        }
        if let Some(n) = self.bushido {
            let pump = Effect::pump(ObjRef::This, Amount::Fixed(n), Amount::Fixed(n));
            out.push(Ability::Triggered {
                divide: None,
                trigger: TriggerCondition::BlocksOrBecomesBlocked,
                condition: None,
                targets: Vec::new(),
                effects: vec![pump],
                modes: Vec::new(), from_graveyard: false,
                text: format!("Bushido {n} (Whenever this creature blocks or becomes blocked, it gets +{n}/+{n} until end of turn.)"),
            });
        }
        if let Some(n) = self.rampage {
            let beyond = Amount::Dynamic(DynamicAmount::Max {
                of: vec![
                    Amount::Fixed(0),
                    Amount::Dynamic(DynamicAmount::Sum { of: vec![Amount::Dynamic(DynamicAmount::BlockersOf { what: ObjRef::This }), Amount::Fixed(-1)] }),
                ],
            });
            let each = Amount::Dynamic(DynamicAmount::Times { factor: n, of: Box::new(beyond) });
            out.push(Ability::Triggered {
                divide: None,
                trigger: TriggerCondition::BecomesBlocked,
                condition: None,
                targets: Vec::new(),
                effects: vec![Effect::pump(ObjRef::This, each.clone(), each)],
                modes: Vec::new(), from_graveyard: false,
                text: format!("Rampage {n} (Whenever this creature becomes blocked, it gets +{n}/+{n} until end of turn for each creature blocking it beyond the first.)"),
            });
        }
        if let Some(n) = self.vanishing {
            out.extend(vanishing_abilities(n));
        }
        out.extend(self.counter_keyword_abilities());
        if let Some(cost) = &self.madness {
            out.push(madness_trigger(cost));
        }
        if let Some(s) = &self.suspend {
            out.extend(suspend_abilities(s));
        }
        if self.evoke.is_some() {
            out.push(Ability::Triggered {
                divide: None,
                trigger: TriggerCondition::EntersBattlefield { filter: None },
                condition: Some(Condition::Evoked),
                targets: Vec::new(),
                effects: vec![Effect::SacrificeSource],
                modes: Vec::new(), from_graveyard: false,
                text: format!("When {} enters the battlefield, if its evoke cost was paid, its controller sacrifices it.", self.name),
            });
        }
        out
    }

    /// Is this one of the card's cycling abilities (702.28a; typecycling,
    /// 702.28e-f, is cycling too)?
    pub fn is_cycling_ability(&self, a: &Ability) -> bool {
        self.cycling.as_ref().is_some_and(|c| *a == cycling_ability(c)) || self.landcycling.iter().any(|l| *a == l.ability())
    }

    /// Does the card have a triggered ability that works from its graveyard
    /// (its own, or recover's, 702.58a; 112.6k)?
    pub fn has_graveyard_trigger(&self) -> bool {
        self.recover.is_some() || self.abilities.iter().any(Ability::works_from_graveyard)
    }

    /// Does the card have an activated ability that works from its graveyard
    /// (its own, or unearth's, 702.83a)?
    pub fn has_graveyard_ability(&self) -> bool {
        self.unearth.is_some() || self.abilities.iter().any(|a| matches!(a, Ability::Activated { from_graveyard: true, .. }))
    }

    /// The counters this permanent enters with (614.1c): those printed,
    /// vanishing's time counters (702.62a), fading's fade counters (702.31a)
    /// and modular's +1/+1 counters (702.42a).
    pub fn entering_counters(&self) -> Vec<EnteringCounters> {
        let mut out = self.enters_with_counters.clone();
        let n = |n: u32| Amount::Fixed(i32::try_from(n).unwrap_or(i32::MAX));
        for (kind, count) in [("time", self.vanishing), ("fade", self.fading), ("+1/+1", self.modular), ("+1/+1", self.graft)] {
            if let Some(c) = count {
                out.push(EnteringCounters { kind: kind.into(), count: n(c), condition: None });
            }
        }
        if let Some(c) = self.bloodthirst {
            out.push(EnteringCounters { kind: "+1/+1".into(), count: n(c), condition: Some(Condition::OpponentDealtDamageThisTurn) });
        }
        out
    }

    /// 702.51a: transmute's activated ability from the hand: the card with
    /// the same converted mana cost as this one (fixed: a card's cost doesn't
    /// change in the hand) found, revealed and put into the hand, at sorcery speed.
    fn transmute_ability(&self, c: &ManaCost) -> Ability {
        let n = self.mana_cost.as_ref().map_or(0, |m| i32::try_from(m.converted()).unwrap_or(i32::MAX));
        let filter = FilterSpec { mana_value: Some(Compare::Exactly(n)), ..Default::default() };
        Ability::Activated {
            divide: None,
            cost: Cost::new(vec![CostPart::Mana(c.clone()), CostPart::DiscardSelf]),
            targets: Vec::new(),
            effects: vec![Effect::SearchLibrary { filter: filter.into(), count: 1, to: SearchTo::Hand, tapped: false, reveal: true, library: None, any_number: false }],
            sorcery_speed: true,
            from_graveyard: false,
            only: None,
            condition: None,
            text: format!("Transmute {} ({}, Discard this card: Search your library for a card with the same converted mana cost as this card, reveal it, and put it into your hand. Then shuffle your library. Transmute only as a sorcery.)", c.text, c.text),
        }
    }

    /// The triggered abilities of fading (702.31a), modular (702.42a),
    /// soulshift (702.45a), graft (702.57a), annihilator (702.85a) and
    /// battle cry (702.90a).
    fn counter_keyword_abilities(&self) -> Vec<Ability> {
        let mut out = Vec::new();
        let triggered = |trigger: TriggerCondition, targets: Vec<TargetSpec>, effects: Vec<Effect>, text: String| Ability::Triggered { divide: None, trigger, condition: None, targets, effects, modes: Vec::new(), from_graveyard: false, text };
        let dies = || TriggerCondition::PutIntoGraveyardFromBattlefield { filter: None };
        let counters_on_this = |kind: &str| Amount::Dynamic(DynamicAmount::CountersOn { what: ObjRef::This, kind: kind.into() });
        if let Some(n) = self.fading {
            let remove = Effect::RemoveCounters { what: ObjRef::This, kind: "fade".into(), count: Amount::Fixed(1) };
            let can = Condition::AtLeast { amount: counters_on_this("fade"), count: 1 };
            out.push(triggered(
                TriggerCondition::BeginningOfStep { step: Step::Upkeep, yours_only: true, chosen_player: false, opponents_only: false, attached_controller: false },
                Vec::new(),
                vec![Effect::Instead { condition: can, instead: vec![remove], otherwise: vec![Effect::SacrificeSource] }],
                format!("Fading {n} (This permanent enters the battlefield with {n} fade counters on it. At the beginning of your upkeep, remove a fade counter from it. If you can't, sacrifice it.)"),
            ));
        }
        if let Some(n) = self.modular {
            let target = TargetSpec::card_or_permanent(TargetKind::Permanent, Filter::of_all_types(&[CardType::Artifact, CardType::Creature]), "target artifact creature");
            let put = Effect::PutCounters { what: ObjRef::Target(0), kind: "+1/+1".into(), count: counters_on_this("+1/+1") };
            out.push(triggered(dies(), vec![target], vec![Effect::May { effects: vec![put], otherwise: Vec::new(), text: "put its +1/+1 counters on target artifact creature".into() }], format!("Modular {n} (This enters the battlefield with {n} +1/+1 counters on it. When it's put into a graveyard from the battlefield, you may put its +1/+1 counters on target artifact creature.)")));
        }
        for &n in &self.soulshift {
            let spirit = Filter::spirit_card_up_to(n);
            let target = TargetSpec::card_or_permanent(TargetKind::CardInGraveyard, spirit, &format!("target Spirit card with converted mana cost {n} or less from your graveyard"));
            let back = Effect::ReturnToHand { what: ObjRef::Target(0) };
            out.push(triggered(dies(), vec![target], vec![Effect::May { effects: vec![back], otherwise: Vec::new(), text: "return target Spirit card to your hand".into() }], format!("Soulshift {n} (When this is put into a graveyard from the battlefield, you may return target Spirit card with converted mana cost {n} or less from your graveyard to your hand.)")));
        }
        if let Some(n) = self.annihilator {
            let count = Amount::Fixed(i32::try_from(n).unwrap_or(i32::MAX));
            let sac = Effect::Sacrifice { player: Recipient::Player(PlayerRef::TriggerPlayer), filter: Filter::default(), count };
            out.push(triggered(TriggerCondition::Attacks, Vec::new(), vec![sac], format!("Annihilator {n} (Whenever this creature attacks, defending player sacrifices {n} permanents.)")));
        }
        if let Some(n) = self.graft {
            let another: Filter = FilterSpec { types: vec![CardType::Creature], other: true, ..Default::default() }.into();
            let mv = Effect::MoveCounters { from: ObjRef::This, to: ObjRef::TriggerObject, kind: "+1/+1".into(), count: Amount::Fixed(1) };
            out.push(Ability::Triggered {
                divide: None,
                trigger: TriggerCondition::EntersBattlefield { filter: Some(another) },
                condition: Some(Condition::AtLeast { amount: counters_on_this("+1/+1"), count: 1 }),
                targets: Vec::new(),
                effects: vec![Effect::May { effects: vec![mv], otherwise: Vec::new(), text: "move a +1/+1 counter from this onto that creature".into() }],
                modes: Vec::new(), from_graveyard: false,
                text: format!("Graft {n} (This enters the battlefield with {n} +1/+1 counters on it. Whenever another creature enters the battlefield, you may move a +1/+1 counter from this onto it.)"),
            });
        }
        if self.battle_cry {
            let others: Filter = FilterSpec { types: vec![CardType::Creature], attacking: true, other: true, ..Default::default() }.into();
            let pump = Effect::pump(ObjRef::All(others), Amount::Fixed(1), Amount::Fixed(0));
            out.push(triggered(TriggerCondition::Attacks, Vec::new(), vec![pump], "Battle cry (Whenever this creature attacks, each other attacking creature gets +1/+0 until end of turn.)".into()));
        }
        out
    }

    /// 202.2: colours come from the colour indicator / explicit colours, else the mana cost.
    pub fn base_colors(&self) -> ColorSet {
        if let Some(c) = self.colors {
            return c;
        }
        self.mana_cost.as_ref().map(|m| m.colors()).unwrap_or_default()
    }
    pub fn is_permanent_card(&self) -> bool {
        self.types.iter().any(|t| t.is_permanent_type())
    }
    pub fn has_type(&self, t: CardType) -> bool {
        self.types.contains(&t)
    }

    /// Checks that the definition is usable; names every problem.
    pub fn validate(&self) -> Vec<String> {
        let mut errs = Vec::new();
        let n = &self.name;
        if self.name.trim().is_empty() {
            errs.push("card has an empty name".to_string());
        }
        if let Some(l) = &self.text_layout {
            errs.extend(l.problems(n));
        }
        if self.types.is_empty() {
            errs.push(format!("card '{n}' has no card type"));
        }
        if let Some(h) = &self.split {
            errs.extend(split_problems(self, h));
        }
        if self.has_type(CardType::Creature) && (self.power.is_none() || self.toughness.is_none()) {
            let cda = self.abilities.iter().any(|a| matches!(a, Ability::Static { effect: StaticEffect::DefinePowerToughness { .. }, .. }));
            if !cda {
                errs.push(format!("creature card '{n}' needs power and toughness"));
            }
        }
        if self.has_type(CardType::Planeswalker) && self.loyalty.is_none() {
            errs.push(format!("planeswalker card '{n}' needs loyalty"));
        }
        if let Some(c) = &self.cumulative_upkeep_cost {
            if c.parts.len() != 1 || c.pay_life().is_none_or(|l| l <= 0) || self.cumulative_upkeep.is_some() {
                errs.push(format!("card '{n}': cumulative_upkeep_cost: one 'pay_life' of at least 1, and no mana 'cumulative_upkeep' beside it (702.23a)"));
            }
        }
        // 904.9: only a scheme is set in motion.
        if !self.has_type(CardType::Scheme) && self.abilities.iter().any(|a| matches!(a, Ability::Triggered { trigger: TriggerCondition::SetInMotion, .. })) {
            errs.push(format!("card '{n}': only a scheme has \"when you set this scheme in motion\" (904.9)"));
        }
        if self.has_type(CardType::Vanguard) != self.vanguard.is_some() {
            errs.push(format!("card '{n}': a Vanguard has hand and life modifiers, and only a Vanguard (902.4)"));
        }
        if self.vanguard.is_some_and(|v| v.hand.unsigned_abs() > 20 || v.life.unsigned_abs() > 100) {
            errs.push(format!("vanguard '{n}': a modifier out of range (the hand's within 20, the life's within 100)"));
        }
        let is_spell = self.has_type(CardType::Instant) || self.has_type(CardType::Sorcery);
        if is_spell && self.spell.is_none() {
            errs.push(format!("instant or sorcery '{n}' needs a 'spell' section"));
        }
        if self.subtypes.iter().any(|s| s == "Aura") && self.enchant.is_none() {
            errs.push(format!("Aura '{n}' needs an 'enchant' section"));
        }
        if let Some(sp) = &self.spell {
            check_spell(n, sp, &mut errs);
            let has_x = self.mana_cost.as_ref().is_some_and(|m| m.x > 0) || self.additional_cost.as_ref().is_some_and(|k| k.counts_x());
            check_x_count(&format!("card '{n}' spell"), &sp.targets, has_x, &mut errs);
            check_divide(&format!("card '{n}' spell"), sp.divide.as_deref(), &sp.targets, has_x, &mut errs);
            check_one_graveyard(&format!("card '{n}' spell"), &sp.targets, false, &mut errs);
            for (i, m) in sp.modes.iter().enumerate() {
                check_x_count(&format!("card '{n}' mode {i}"), &m.targets, has_x, &mut errs);
                check_one_graveyard(&format!("card '{n}' mode {i}"), &m.targets, false, &mut errs);
            }
        }
        if let Some(e) = &self.enchant {
            check_x_count(&format!("card '{n}' enchant"), std::slice::from_ref(e), false, &mut errs);
        }
        if self.kicker.is_some() && self.multikicker.is_some() {
            errs.push(format!("card '{n}': 'kicker' and 'multikicker' both: a card has one or the other (702.32c)"));
        }
        if self.multikicker.as_ref().is_some_and(|m| m.x > 0 || !m.hybrid.is_empty() || !m.mono_hybrid.is_empty()) {
            errs.push(format!("card '{n}': multikicker: a multikicker cost paid many times is an amount of mana: no X or hybrid symbols"));
        }
        for (i, c) in self.enters_with_counters.iter().enumerate() {
            // Read from the permanent as it enters: what a static ability can
            // read, or the X of the spell it was (107.3m), on a card whose mana cost has one.
            let ctx = format!("card '{n}' enters_with_counters[{i}].count");
            if c.count == Amount::Dynamic(DynamicAmount::X) {
                if self.mana_cost.as_ref().is_none_or(|m| m.x == 0) {
                    errs.push(format!("{ctx}: X counters on a card with no X in its mana cost (107.3m: X is the spell's)"));
                }
                continue;
            }
            check_static_amount(&ctx, &c.count, true, &mut errs);
        }
        check_choices(n, self, &mut errs);
        check_trigger_player_has(n, self, &mut errs);
        for (i, a) in self.abilities.iter().enumerate() {
            if let Ability::Static { effect, condition, .. } = a {
                check_static_ability(&format!("card '{n}' ability {i}"), effect, &mut errs);
                if let Some(c) = condition {
                    check_static_condition(&format!("card '{n}' ability {i}: condition"), c, &mut errs);
                }
            }
            if let Ability::Triggered { trigger: TriggerCondition::PutIntoZone { zone: ZoneName::Hand | ZoneName::Library, .. }, .. } = a {
                errs.push(format!("card '{n}' ability {i}: 'put_into_zone' supports only the public zones (graveyard, exile); for a permanent going to a hand or library use 'leaves_battlefield' with 'to', which looks back at the permanent as all players saw it (603.6d)"));
            }
            if let Ability::Triggered { modes, .. } = a {
                for (m, mode) in modes.iter().enumerate() {
                    check_effects(&format!("card '{n}' ability {i} mode {m}"), mode.targets.len(), &mode.effects, &mut errs);
                    check_one_graveyard(&format!("card '{n}' ability {i} mode {m}"), &mode.targets, true, &mut errs);
                    check_slot_order(&format!("card '{n}' ability {i} mode {m}"), &mode.targets, &mut errs);
                }
            }
            check_mana_choice(&format!("card '{n}' ability {i}"), a, &mut errs);
            check_named_players(&format!("card '{n}' ability {i}"), a, &mut errs);
            match a {
                Ability::Activated { targets, effects, divide, .. } | Ability::Triggered { targets, effects, divide, .. } => {
                    check_divide(&format!("card '{n}' ability {i}"), divide.as_deref(), targets, false, &mut errs);
                    check_another(&format!("card '{n}' ability {i}"), targets, &mut errs);
                    let has_x = matches!(a, Ability::Activated { cost, .. } if cost.mana_or_zero().x > 0);
                    check_x_count(&format!("card '{n}' ability {i}"), targets, has_x, &mut errs);
                    check_slot_order(&format!("card '{n}' ability {i}"), targets, &mut errs);
                    check_one_graveyard(&format!("card '{n}' ability {i}"), targets, matches!(a, Ability::Triggered { .. }), &mut errs);
                    check_effects(&format!("card '{n}' ability {i}"), targets.len(), effects, &mut errs)
                }
                Ability::Static { effect: StaticEffect::Continuous { modifications, .. }, .. }
                    if modifications.iter().any(|m| matches!(m, Modification::SetController(_))) =>
                {
                    errs.push(format!("card '{n}' ability {i}: 'set_controller' can't be a static ability's change (control changes come from the 'gain_control' effect)"))
                }
                Ability::Static { effect: StaticEffect::Continuous { affects, modifications }, .. }
                    if !matches!(affects, Affects::Attached) && modifications.contains(&Modification::YouControl) =>
                {
                    errs.push(format!("card '{n}' ability {i}: 'you_control' is a change of an Aura's or Equipment's static ability to what it is attached to (\"affects\": \"attached\")"))
                }
                Ability::Replacement { replaces: ReplacementKind::WouldBePutIntoGraveyard { instead, return_at_next_end_step: true, .. }, .. }
                    if *instead != GraveyardInstead::Exile =>
                {
                    errs.push(format!("card '{n}' ability {i}: 'return_at_next_end_step' returns an exiled card, and this replacement doesn't exile ('instead' is not \"exile\")"))
                }
                Ability::Replacement { replaces: ReplacementKind::WouldBePutIntoGraveyard { instead, this, discarded_by_opponent, with_counters, .. }, .. }
                    if (*discarded_by_opponent && !*this) || ((*instead == GraveyardInstead::Battlefield) != *discarded_by_opponent) || (!with_counters.is_empty() && *instead != GraveyardInstead::Battlefield) =>
                {
                    errs.push(format!("card '{n}' ability {i}: 'discarded_by_opponent' is the card's own replacement ('this') that puts it onto the battlefield ('instead': \"battlefield\"), the only one that does, and only it has 'with_counters'"))
                }
                Ability::Replacement { replaces: ReplacementKind::YouWouldLoseTheGame { instead }, .. } => {
                    check_effects(&format!("card '{n}' ability {i} (instead)"), 0, instead, &mut errs)
                }
                Ability::Static { effect, .. } if effect.granted_to_attached().next().is_some() => {
                    // An Aura's or Equipment's granted activated ability is the
                    // permanent's own: its targets and costs are checked here.
                    for granted in effect.granted_to_attached() {
                        check_mana_choice(&format!("card '{n}' ability {i} (granted)"), granted, &mut errs);
                        if let Ability::Activated { targets, effects, cost, .. } = granted {
                            if cost.from_hand() {
                                errs.push(format!("card '{n}' ability {i}: a granted ability can't have a 'discard_self' or 'exile_self_from_hand' cost"));
                            }
                            check_effects(&format!("card '{n}' ability {i} (granted)"), targets.len(), effects, &mut errs)
                        }
                    }
                }
                _ => {}
            }
        }
        self.check_keyword_costs(&mut errs);
        // Engine limits (rules::limits, docs/limits.md): every number the card writes.
        if let Ok(v) = crate::json::to_value(self) {
            check_limits(&format!("card '{n}' "), "", &v, false, &mut errs);
            check_affected_refs(&format!("card '{n}'"), "", &v, false, &mut errs);
            check_parts(&format!("card '{n}'"), "", &v, &mut errs);
        }
        errs
    }

    /// The checks of the keywords that are costs or ways to cast the card
    /// (flashback, suspend, madness, buyback, landcycling, evoke, cycling)
    /// and of its additional cost.
    fn check_keyword_costs(&self, errs: &mut Vec<String>) {
        let n = &self.name;
    if self.flashback.is_some() && !(self.has_type(CardType::Instant) || self.has_type(CardType::Sorcery)) {
        errs.push(format!("card '{n}' has flashback but is not an instant or sorcery (702.33a)"));
    }
    // 702.31a, 702.42a, 702.45a: abilities of permanents; 702.85a: of a creature.
    for (kw, has) in [("fading", self.fading.is_some()), ("modular", self.modular.is_some()), ("soulshift", !self.soulshift.is_empty())] {
        if has && !self.is_permanent_card() {
            errs.push(format!("card '{n}' has {kw} but is not a permanent card"));
        }
    }
    if self.annihilator.is_some() && !self.has_type(CardType::Creature) {
        errs.push(format!("card '{n}' has annihilator but is not a creature card (702.85a)"));
    }
    if self.entwine.is_some() && self.spell.as_ref().is_none_or(|sp| sp.modes.len() < 2 || !sp.choose.is_one()) {
        errs.push(format!("card '{n}' has entwine but is not a modal spell with two or more modes (702.41a)"));
    }
    if self.level_up.is_some() && !self.is_permanent_card() {
        errs.push(format!("card '{n}' has level up but is not a permanent card (702.86a)"));
    }
    if self.unearth.is_some() && !self.is_permanent_card() {
        errs.push(format!("card '{n}' has unearth but is not a permanent card (702.83a)"));
    }
    if self.bloodthirst.is_some() && !self.is_permanent_card() {
        errs.push(format!("card '{n}' has bloodthirst but is not a permanent card (702.53a)"));
    }
    if self.graft.is_some() && !self.is_permanent_card() {
        errs.push(format!("card '{n}' has graft but is not a permanent card (702.57a)"));
    }
    if self.battle_cry && !self.has_type(CardType::Creature) {
        errs.push(format!("card '{n}' has battle cry but is not a creature card (702.90a)"));
    }
    if let Some(sp) = &self.suspend {
        if self.has_type(CardType::Land) {
            errs.push(format!("card '{n}' has suspend but is a land, which can't be cast (702.61a)"));
        }
        if sp.cost.x > 0 {
            errs.push(format!("card '{n}': suspend's cost can't contain X here"));
        }
        if sp.time == 0 || sp.time as u64 > crate::rules::limits::MAX_COUNTERS as u64 {
            errs.push(format!("card '{n}': suspend's 'time' must be from 1 to {} (limits::MAX_COUNTERS)", crate::rules::limits::MAX_COUNTERS));
        }
    }
    if let Some(m) = &self.morph {
        if !self.has_type(CardType::Creature) {
            errs.push(format!("card '{n}' has morph but is not a creature card (702.36a)"));
        }
        if m.parts.iter().any(CostPart::uses_source) || m.mana().is_some_and(|c| c.x > 0) {
            errs.push(format!("card '{n}' morph: a morph cost may be mana (no X), pay_life, sacrifice, discard and exile_from_graveyard; tap, untap, return_self, put_counters, loyalty, sacrifice_self, discard_self, exile_self_from_hand and remove_counters have no meaning for a face-down permanent's cost"));
        }
    }
    if self.madness.is_some() && self.has_type(CardType::Land) {
        errs.push(format!("card '{n}' has madness but is a land, which can't be cast (702.34a)"));
    }
    if self.madness.as_ref().is_some_and(|c| c.x > 0) {
        errs.push(format!("card '{n}': a madness cost can't contain X"));
    }
    if self.buyback.is_some() && !(self.has_type(CardType::Instant) || self.has_type(CardType::Sorcery)) {
        errs.push(format!("card '{n}' has buyback but is not an instant or sorcery (702.26a)"));
    }
    for (i, lc) in self.landcycling.iter().enumerate() {
        if lc.land != "basic" && !["Plains", "Island", "Swamp", "Mountain", "Forest"].contains(&lc.land.as_str()) {
            errs.push(format!("card '{n}' landcycling[{i}].land: '{}' is neither a basic land type (Plains, Island, Swamp, Mountain, Forest) nor \"basic\" (702.28e)", lc.land));
        }
    }
    if let Some(c) = &self.additional_cost {
        check_spell_additional_cost(n, c, errs);
    }
    if let Some(alt) = &self.alternative_cost {
        check_printed_alternative(n, alt, self.additional_cost.as_ref(), errs);
    }
    // 117: every cost's own checks (each part of a kind once but the ones that take objects).
    for (i, a) in self.abilities.iter().enumerate() {
        if let Ability::Activated { cost, from_graveyard, .. } = a {
            cost.check(&format!("card '{n}' abilities[{i}].cost"), errs);
            // A card in a graveyard can't be tapped, sacrificed, discarded or carry counters.
            let on_itself = cost.parts.iter().find(|p| matches!(p, CostPart::Tap | CostPart::Untap | CostPart::Loyalty(_) | CostPart::PutCounters(_) | CostPart::RemoveCounters(_) | CostPart::SacrificeSelf | CostPart::ExileSelf | CostPart::DiscardSelf | CostPart::ExileSelfFromHand | CostPart::ReturnSelf));
            if let (true, Some(p)) = (*from_graveyard, on_itself) {
                errs.push(format!("card '{n}' abilities[{i}]: an ability that works from the graveyard can't have the cost '{}' (it is paid by the card on the battlefield or in a hand)", p.key()));
            }
        }
    }
    let spell_costs = self.additional_cost.iter().map(|c| ("additional_cost", c)).chain(self.alternative_cost.iter().map(|a| ("alternative_cost.cost", &a.cost))).chain(self.morph.iter().map(|c| ("morph", c)));
    for (field, c) in spell_costs {
        c.check(&format!("card '{n}' {field}"), errs);
    }
    if self.evoke.is_some() && (!self.is_permanent_card() || self.has_type(CardType::Land)) {
        errs.push(format!("card '{n}' has evoke but is not a nonland permanent card"));
    }
    if self.evoke.as_ref().map(|c| c.x > 0).unwrap_or(false) || self.cycling.as_ref().map(|c| c.x > 0).unwrap_or(false) {
        errs.push(format!("card '{n}': evoke and cycling costs can't contain X"));
    }
    }
}

/// The effects whose `count` says how many times the instruction repeats
/// something (draws, cards milled or discarded, tokens). A number of counters
/// is an amount (`MAX_NUMBER`; the total on an object is `MAX_COUNTERS`).
const REPEAT_EFFECTS: &[&str] = &["draw", "mill", "discard", "discard_at_random", "create_tokens", "create_token_copy"];

/// Every number in a card's JSON form, with the path to it: a repeat count (a
/// repeating effect's `count`, a draw replacement's `draws` / `you_draw`) at
/// most `limits::MAX_REPEAT`, any other number at most `limits::MAX_NUMBER`
/// in absolute value.
fn check_limits(prefix: &str, path: &str, v: &serde_json::Value, repeat: bool, errs: &mut Vec<String>) {
    use crate::rules::limits::{MAX_NUMBER, MAX_REPEAT};
    match v {
        serde_json::Value::Number(x) => {
            let big = x.as_i64().map(|i| i.unsigned_abs()).unwrap_or(u64::MAX);
            let (max, name) = if repeat { (MAX_REPEAT, "MAX_REPEAT") } else { (MAX_NUMBER, "MAX_NUMBER") };
            if big > max as u64 {
                errs.push(format!("{prefix}{path}: {x} is over the limit of {max} (limits::{name})"));
            }
        }
        serde_json::Value::Array(a) => {
            for (i, x) in a.iter().enumerate() {
                check_limits(prefix, &format!("{path}[{i}]"), x, false, errs);
            }
        }
        serde_json::Value::Object(m) => {
            let repeating = m.get("do").and_then(|d| d.as_str()).map(|d| REPEAT_EFFECTS.contains(&d)).unwrap_or(false);
            for (k, x) in m {
                let r = (repeating && k == "count") || k == "draws" || k == "you_draw";
                check_limits(prefix, &crate::formats::json_path::join(path, k), x, r, errs);
            }
        }
        _ => {}
    }
}

/// "X target [nouns]" (`TargetSpec::x_count`): with an X announced (601.2b:
/// {X} in the spell's or the activated ability's cost), as the only slot.
fn check_x_count(ctx: &str, specs: &[TargetSpec], has_x: bool, errs: &mut Vec<String>) {
    let Some(i) = specs.iter().position(|s| s.x_count) else { return };
    if !has_x {
        errs.push(format!("{ctx}: target {i} is 'x_count' but no X is announced for it (601.2b: X in the cost of a spell or activated ability)"));
    } else if specs.len() != 1 || specs[0].optional || specs[0].another {
        errs.push(format!("{ctx}: target {i} is 'x_count': it must be the only target slot, neither optional nor 'another'"));
    }
}

/// The optional slots come after the required ones (what may be left
/// unchosen is the end of the list, 601.2c), and an "any number of target"
/// 601.2d: an amount divided among targets needs targets to divide it
/// among, a number of at least 1 for each required one, and no "X target"
/// slot (the reader never makes one with it). An amount found as the spell
/// is cast is X or "X plus N" (a spell's only: `spell` says so, with X in
/// its cost) or one a condition reads (`condition_can_read`).
fn check_divide(what: &str, divide: Option<&Amount>, targets: &[TargetSpec], spell_x: bool, errs: &mut Vec<String>) {
    let Some(d) = divide else { return };
    let fits = match d {
        Amount::Fixed(d) => *d >= 1 && *d >= targets.iter().filter(|t| !t.optional).count() as i32,
        _ if d.x_offset().is_some() => spell_x,
        _ => condition_can_read(d) && !d.reads_x(),
    };
    if !fits || targets.is_empty() {
        errs.push(format!("{what}: 'divide' needs targets and a number of at least 1 per required target, X or \"X plus N\" (a spell with X), or an amount read as it is cast"));
    }
    if targets.iter().any(|t| t.x_count) {
        errs.push(format!("{what}: 'divide' among X target slots is not supported"));
    }
}

/// slot is the last, on its own terms (neither optional, "another" nor X).
fn check_slot_order(ctx: &str, specs: &[TargetSpec], errs: &mut Vec<String>) {
    if specs.windows(2).any(|w| (w[0].optional || w[0].any_number) && !w[1].optional) {
        errs.push(format!("{ctx}: a required target comes after an optional one"));
    }
    if let Some(i) = specs.iter().position(|s| s.any_number && (s.optional || s.another || s.x_count)) {
        errs.push(format!("{ctx}: target {i} is 'any_number': it is neither optional, 'another' nor 'x_count'"));
    }
    if specs.iter().rev().skip(1).any(|s| s.any_number) {
        errs.push(format!("{ctx}: an 'any_number' target is the last slot"));
    }
}

/// "From a single graveyard" (`TargetSpec::one_graveyard`) restricts cards
/// in graveyards chosen as a spell is cast or an ability activated.
fn check_one_graveyard(ctx: &str, specs: &[TargetSpec], triggered: bool, errs: &mut Vec<String>) {
    if let Some(i) = specs.iter().position(|s| s.one_graveyard && (triggered || s.kind != TargetKind::CardInGraveyard)) {
        errs.push(format!("{ctx}: target {i} is 'one_graveyard': only for cards in graveyards, and not for a triggered ability's targets"));
    }
}

/// "Another target" compares with an earlier target: the first can't be one.
/// (Also: a target ability has no filter.)
fn check_another(ctx: &str, specs: &[TargetSpec], errs: &mut Vec<String>) {
    if specs.first().is_some_and(|s| s.another) {
        errs.push(format!("{ctx}: target 0 is 'another' target but there is no earlier target; for 'another' than this source use the filter's 'other'"));
    }
    let artifact_source = |f: &Filter| f.is_empty() || **f == FilterSpec { types: vec![CardType::Artifact], ..Default::default() };
    if let Some(i) = specs.iter().position(|s| matches!(s.kind, TargetKind::ActivatedAbility | TargetKind::Ability) && !artifact_source(&s.filter)) {
        errs.push(format!("{ctx}: target {i}: a target ability ('activated_ability', 'ability') takes no filter but its source's card types"));
    }
}

fn check_spell(n: &str, sp: &SpellAbility, errs: &mut Vec<String>) {
    check_another(&format!("card '{n}' spell"), &sp.targets, errs);
    for (i, m) in sp.modes.iter().enumerate() {
        check_another(&format!("card '{n}' mode {i}"), &m.targets, errs);
    }
    if !sp.choose.is_one() {
        let (min, max, n) = (usize::from(sp.choose.min), usize::from(sp.choose.max), sp.modes.len());
        if min == 0 || min > max || max > n || n > MAX_MODES_CHOSEN_FROM {
            errs.push(format!("card '{n}' spell: 'choose' must be from 1 to the number of modes ({n}, at most {MAX_MODES_CHOSEN_FROM}), min no more than max (700.2d)"));
        }
    }
    check_slot_order(&format!("card '{n}' spell"), &sp.targets, errs);
    for (i, m) in sp.modes.iter().enumerate() {
        check_slot_order(&format!("card '{n}' mode {i}"), &m.targets, errs);
    }
    if sp.modes.is_empty() {
        check_effects(&format!("card '{n}' spell"), sp.targets.len(), &sp.effects, errs);
    } else {
        for (i, m) in sp.modes.iter().enumerate() {
            check_effects(&format!("card '{n}' mode {i}"), m.targets.len(), &m.effects, errs);
        }
    }
}

/// "As this enters, choose ..." (614.12): each kind at most once (the
/// permanent keeps one value of each), never on a land (a land is played
/// without a resolution in which to ask).
fn check_choices(n: &str, d: &CardDef, errs: &mut Vec<String>) {
    for (i, c) in d.as_enters_choose.iter().enumerate() {
        let ctx = format!("card '{n}' as_enters_choose[{i}]");
        check_choice(&ctx, c, errs);
        let same = |a: &Choice, b: &Choice| std::mem::discriminant(a) == std::mem::discriminant(b) || matches!((a, b), (Choice::Player, Choice::Opponent) | (Choice::Opponent, Choice::Player));
        if d.as_enters_choose[..i].iter().any(|b| same(b, c)) {
            errs.push(format!("{ctx}: {} is already chosen by an earlier entry", c.label()));
        }
    }
    if !d.as_enters_choose.is_empty() && d.has_type(CardType::Land) {
        errs.push(format!("card '{n}' as_enters_choose: not supported on a land"));
    }
}

/// A number choice's range is a range within the engine limit.
fn check_choice(ctx: &str, c: &Choice, errs: &mut Vec<String>) {
    if let Choice::CreatureTypeOtherThan { except } = c {
        if !crate::rules::choices::is_creature_type(except) {
            errs.push(format!("{ctx}: '{except}' is not a creature type (205.3m)"));
        }
    }
    if let Choice::Number { min, max } = c {
        let m = crate::rules::choices::MAX_CHOSEN_NUMBER;
        if min > max || min.abs() > m || max.abs() > m {
            errs.push(format!("{ctx}: number: 'min' {min} to 'max' {max} is not a range within ±{m}"));
        }
    }
}

/// A mana ability's chosen mana is named whole with its activation (605.3b),
/// so it has at most one instruction that adds mana of a chosen colour.
/// 605.1a: an activated ability that adds mana, has no target and is not a
/// loyalty ability is a mana ability, whatever else it does; it resolves at
/// once (605.3b), so beside its mana it may only deal damage to its
/// controller, make them lose or gain life, put or remove counters on its
/// source or sacrifice it (each perhaps under an "if"): any other instruction
/// is refused, never left to the stack.
fn check_mana_choice(ctx: &str, a: &Ability, errs: &mut Vec<String>) {
    if let Ability::Activated { only: Some(_), .. } = a {
        if a.is_mana_ability() {
            errs.push(format!("{ctx}: 'only' (602.5b) is not read on a mana ability"));
        }
    }
    // ("Any player may activate this ability but only any time he or she could cast a sorcery" has both.)
    if let Ability::Activated { only: Some(l), sorcery_speed: true, .. } = a {
        if *l != ActivationLimit::AnyPlayer {
            errs.push(format!("{ctx}: an ability has 'sorcery_speed' or 'only', not both"));
        }
    }
    if let Ability::Activated { effects, targets, cost, .. } = a {
        if a.is_mana_ability() && effects.iter().filter(|e| matches!(e, Effect::AddManaOfChoice { .. })).count() > 1 {
            errs.push(format!("{ctx}: a mana ability has at most one 'add_mana_of_choice' instruction (its mana is named whole as it is activated, 605.3b)"));
        }
        let mana = targets.is_empty() && cost.loyalty().is_none() && effects.iter().any(Effect::adds_mana);
        if let Some(other) = effects.iter().find(|e| mana && !e.adds_mana() && !e.is_mana_side_effect()) {
            errs.push(format!("{ctx}: an ability that adds mana without a target is a mana ability (605.1a) and resolves at once: beside its mana it may only deal damage to you, make you lose or gain life, have each opponent gain life, draw cards, put or remove counters on its source, keep it from untapping during the next untap step or sacrifice it ('{}' can't be here)", effect_kind(other)));
        }
        if mana && effects.iter().any(|e| matches!(e, Effect::AddMana { player: Some(p), .. } if *p != PlayerRef::You)) {
            errs.push(format!("{ctx}: a mana ability adds its mana to its controller's pool ('player' can only be \"you\")"));
        }
    }
    if let Ability::Triggered { trigger: TriggerCondition::TappedForMana { .. }, targets, modes, effects, .. } = a {
        if !(targets.is_empty() && modes.is_empty() && effects.iter().any(Effect::adds_mana)) {
            return;
        }
        // 605.1b, 605.4a: a triggered mana ability resolves at once, right after the mana ability.
        for e in effects {
            let why = match e {
                Effect::AddManaOfChoice { .. } => Some("its mana can't be of a colour chosen as it resolves ('add_mana_of_choice')".to_string()),
                Effect::AddMana { player: Some(p), .. } if !matches!(p, PlayerRef::You | PlayerRef::TriggerPlayer) => Some("its mana goes to its controller or to the tapped permanent's controller ('player': \"you\" or \"trigger_player\")".to_string()),
                e if !e.adds_mana() && !e.is_mana_side_effect() => Some(format!("beside its mana it may only deal damage to you, make you lose or gain life, have each opponent gain life, draw cards, put or remove counters on its source, keep it from untapping during the next untap step or sacrifice it ('{}' can't be here)", effect_kind(e))),
                _ => None,
            };
            if let Some(why) = why {
                errs.push(format!("{ctx}: a triggered ability that adds mana when a permanent is tapped for mana is a mana ability (605.1b) and resolves at once: {why}"));
            }
        }
    }
}

/// An instruction's name in the card format (`draw`, `add_mana`).
fn effect_kind(e: &Effect) -> String {
    crate::json::to_value(e).ok().and_then(|v| v.get("do").and_then(|d| d.as_str()).map(str::to_owned)).unwrap_or_default()
}

fn check_effects(ctx: &str, ntargets: usize, effects: &[Effect], errs: &mut Vec<String>) {
    for e in effects {
        check_effect_fields(ctx, e, errs);
        check_nested_effects(ctx, ntargets, e, errs);
        for s in effect_target_slots(ctx, e, errs) {
            if s >= ntargets {
                errs.push(format!("{ctx}: refers to target {s} but has only {ntargets} target(s)"));
            }
        }
    }
}

/// The instructions an instruction holds ("you may", "instead", "unless
/// you pay", delayed triggers: these have no targets of their own).
fn check_nested_effects(ctx: &str, ntargets: usize, e: &Effect, errs: &mut Vec<String>) {
    match e {
        Effect::May { effects, otherwise, .. } => {
            check_effects(ctx, ntargets, effects, errs);
            check_effects(ctx, ntargets, otherwise, errs);
        }
        Effect::Clash { win, otherwise } => {
            check_effects(ctx, ntargets, win, errs);
            check_effects(ctx, ntargets, otherwise, errs);
        }
        Effect::FlipCoin { win, lose } => {
            if win.is_empty() && lose.is_empty() {
                errs.push(format!("{ctx}: flip_coin with nothing to do for either result"));
            }
            check_effects(ctx, ntargets, win, errs);
            check_effects(ctx, ntargets, lose, errs);
        }
        Effect::Instead { instead, otherwise, .. } => {
            check_effects(ctx, ntargets, instead, errs);
            check_effects(ctx, ntargets, otherwise, errs)
        }
        Effect::UnlessYouPay { effects, .. } => check_effects(ctx, ntargets, effects, errs),
        Effect::MayPay { effects, otherwise, .. } => {
            check_effects(ctx, ntargets, effects, errs);
            check_effects(ctx, ntargets, otherwise, errs);
        }
        Effect::AtEndOfCombat { effects, .. } | Effect::AtBeginningOfNextEndStep { effects, .. } | Effect::DelayedTrigger { effects, .. } => {
            check_effects(ctx, 0, effects, errs)
        }
        Effect::AnyPlayerMay { options, then, otherwise } => {
            if options.is_empty() {
                errs.push(format!("{ctx}: 'any_player_may' needs at least one option"));
            }
            check_effects(ctx, ntargets, then, errs);
            check_effects(ctx, ntargets, otherwise, errs)
        }
        _ => {}
    }
}

/// The fields of one instruction that must agree with each other.
fn check_effect_fields(ctx: &str, e: &Effect, errs: &mut Vec<String>) {
    if let Effect::MayPlayExiled { duration } = e {
        if !matches!(duration, Duration::EndOfTurn | Duration::UntilYourNextTurn) {
            errs.push(format!("{ctx}: may_play_exiled: 'duration' is end_of_turn or until_your_next_turn"));
        }
    }
    if let Effect::ExileChosen { from, .. } = e {
        if !matches!(from, ZoneName::Graveyard | ZoneName::Hand) {
            errs.push(format!("{ctx}: exile_chosen: 'from' is the player's graveyard or hand"));
        }
    }
    // 113.1 (2017 rules): an emblem is a marker of one or more abilities.
    if let Effect::GetEmblem { abilities, .. } = e {
        if abilities.is_empty() || abilities.len() > 16 {
            errs.push(format!("{ctx}: get_emblem: 'abilities' holds one to 16 abilities"));
        }
        // Its abilities are checked as any object's are (a stand-in with a type, which an emblem lacks).
        let holder = CardDef { name: "emblem".into(), types: vec![CardType::Enchantment], abilities: abilities.clone(), ..CardDef::default() };
        for m in holder.validate() {
            errs.push(format!("{ctx}: get_emblem: {m}"));
        }
    }
    if let Effect::Choose { choice, .. } = e {
        check_choice(&format!("{ctx}: choose"), choice, errs);
    }
    // A number chosen as an ability is activated belongs to a cost.
    if let Effect::ReturnToBattlefield { with_counters, .. } = e {
        if with_counters.iter().any(|c| c.chosen.is_some()) {
            errs.push(format!("{ctx}: return_to_battlefield: with_counters: 'chosen' names a number only in a cost that removes counters"));
        }
    }
    // Another player's cards looked at are put back, never taken.
    if let Effect::LookAtTop { player, take, rest_into_graveyard, .. } = e {
        if !is_you_recipient(player) && (take.is_some() || *rest_into_graveyard) {
            errs.push(format!("{ctx}: look_at_top: the cards of another player's library are put back ('take' and 'rest_into_graveyard' are for your own)"));
        }
    }
    // The cards found are put somewhere of their own; a library's bottom or a shuffle is for all the cards revealed.
    if let Effect::RevealUntil { found, rest, .. } = e {
        if found != rest && matches!(found, RevealedTo::Bottom | RevealedTo::BottomRandom | RevealedTo::Shuffled) {
            errs.push(format!("{ctx}: reveal_until: 'found' {found:?} is only for all the cards revealed ('rest' the same)"));
        }
    }
    if let Effect::LookAtTop { take: Some(TakeLooked { min, max: Some(max), all: false, .. }), .. } = e {
        if min > max {
            errs.push(format!("{ctx}: look_at_top: take: 'min' {min} is more than 'max' {max}"));
        }
    }
    if let Effect::Continuous { modifications, duration, .. } = e {
        if modifications.is_empty() {
            errs.push(format!("{ctx}: continuous: 'modifications' is empty, so it changes nothing (grant_keyword needs 'keyword' or 'protection_from')"));
        }
        if *duration == Duration::NextUntapStep && modifications.iter().any(|m| *m != Modification::DoesntUntap) {
            errs.push(format!("{ctx}: continuous: the duration 'next_untap_step' is for 'doesnt_untap' alone (502.2); other changes need a duration of their own"));
        }
    }
    if let Effect::AddManaOfChoice { colors, .. } = e {
        let mut seen = ColorSet::empty();
        for c in colors {
            if seen.contains(*c) {
                errs.push(format!("{ctx}: add_mana_of_choice: 'colors' names {c:?} twice"));
            }
            seen.insert(*c);
        }
    }
    if let Effect::GainControl { duration: Duration::NextUntapStep, .. } = e {
        errs.push(format!("{ctx}: gain_control: the duration 'next_untap_step' is for 'doesnt_untap' alone (502.2)"));
    }
    if let Effect::Continuous { modifications, .. } = e {
        if modifications.iter().any(|m| matches!(m, Modification::SetController(_) | Modification::YouControl)) {
            errs.push(format!("{ctx}: a control change in 'continuous' is not card vocabulary; use the 'gain_control' effect"));
        }
        if modifications.contains(&Modification::CantAttackYou) {
            errs.push(format!("{ctx}: 'cant_attack_you' is a change of a static ability (\"you\": its source's controller), not of a resolving spell's 'continuous'"));
        }
        check_modifications(ctx, modifications, errs);
    }
}

/// A filter's `controlled_by` is read by instructions (rules::resolution)
/// and by target slots, which find only the defending player and the
/// trigger's player (rules::targets); nothing else of an ability reads it.
/// "If that player has ..." (`trigger_player_has`) is only the intervening
/// "if" of an ability that triggers at the beginning of a step of a player
/// other than only its controller's: the player the event names.
fn check_trigger_player_has(n: &str, d: &CardDef, errs: &mut Vec<String>) {
    let mut bare = d.clone();
    for a in bare.abilities.iter_mut() {
        if let Ability::Triggered { trigger: TriggerCondition::BeginningOfStep { yours_only: false, .. }, condition: c @ Some(Condition::TriggerPlayerHas { .. }), .. } = a {
            *c = None;
        }
    }
    if crate::json::to_string(&bare).is_ok_and(|j| j.contains("\"trigger_player_has\"")) {
        errs.push(format!("card '{n}': 'trigger_player_has' is only the intervening 'if' of an ability that triggers at the beginning of another player's step (603.4)"));
    }
}

fn check_named_players(ctx: &str, a: &Ability, errs: &mut Vec<String>) {
    let mut bare = a.clone();
    if let Ability::Activated { targets, effects, .. } | Ability::Triggered { targets, effects, .. } = &mut bare {
        for t in targets.iter() {
            if !matches!(t.filter.controlled_by, None | Some(PlayerRef::Defending | PlayerRef::TriggerPlayer)) {
                errs.push(format!("{ctx}: a target slot's 'controlled_by' is the defending player or the trigger's player"));
            }
        }
        targets.clear();
        effects.clear();
    }
    if let Ability::Triggered { modes, .. } = &mut bare {
        modes.clear();
    }
    // An ability a static ability gives its own permanent (a level band,
    // 710) is checked as an ability of its own.
    if let Ability::Static { effect: StaticEffect::Continuous { affects: Affects::This, modifications }, .. } = &mut bare {
        modifications.retain(|m| match m {
            Modification::AddAbility(g) => {
                check_named_players(ctx, g, errs);
                false
            }
            _ => true,
        });
    }
    if crate::json::to_string(&bare).is_ok_and(|j| j.contains("\"controlled_by\"")) {
        errs.push(format!("{ctx}: 'controlled_by' names a player only in instructions and their target slots"));
    }
}

/// The target slots one instruction refers to (its own fields' problems
/// named on the way); the instructions it holds are checked in full.
fn effect_target_slots(ctx: &str, e: &Effect, errs: &mut Vec<String>) -> Vec<usize> {
    let mut slots: Vec<usize> = Vec::new();
    let collect_obj = |r: &ObjRef, slots: &mut Vec<usize>| match r {
        ObjRef::Target(i) | ObjRef::TargetAndSharingColor(i) | ObjRef::InGraveyard { of: PlayerRef::Target(i) | PlayerRef::ControllerOfTarget(i) | PlayerRef::OwnerOfTarget(i), .. } => slots.push(*i),
        _ => {}
    };
    let collect_player = |r: &PlayerRef, slots: &mut Vec<usize>| match r {
        PlayerRef::Target(i) | PlayerRef::ControllerOfTarget(i) | PlayerRef::OwnerOfTarget(i) => slots.push(*i),
        _ => {}
    };
    let collect_rec = |r: &Recipient, slots: &mut Vec<usize>| match r {
        Recipient::Target(i) => slots.push(*i),
        Recipient::Player(p) => collect_player(p, slots),
        Recipient::Object(ObjRef::Target(i) | ObjRef::TargetAndSharingColor(i)) => slots.push(*i),
        _ => {}
    };
    if let Effect::Continuous { modifications, .. } = e {
        for m in modifications {
            if let Modification::BecomeCopy { of, .. } = m {
                collect_obj(of, &mut slots);
            }
        }
    }
    match e {
        Effect::DealDamage { to, .. } | Effect::LoseLife { to, .. } | Effect::GivePoison { to, .. } => {
            if let Recipient::And(v) = to {
                if v.len() < 2 || v.iter().any(|r| matches!(r, Recipient::And(_))) {
                    errs.push(format!("{ctx}: an 'and' recipient has two or more parts, none of them an 'and'"));
                }
            }
            for r in to.parts() {
                collect_rec(r, &mut slots);
            }
        }
        Effect::RedirectDamage { to, instead, .. } => {
            for r in [to, instead] {
                if matches!(r, Recipient::EachPlayer | Recipient::EachOpponent | Recipient::EachOtherPlayer | Recipient::AllAndEachPlayer(_) | Recipient::Object(ObjRef::All(_)) | Recipient::And(_)) {
                    errs.push(format!("{ctx}: redirect_damage names one recipient in 'to' and one in 'instead', not a group"));
                }
                collect_rec(r, &mut slots);
            }
        }
        Effect::PreventDamage { to, from, .. } => {
            if let Some(t) = to {
                collect_rec(t, &mut slots);
            }
            if let Some(f) = from {
                collect_obj(f, &mut slots);
            }
            if to.is_none() && from.is_none() {
                errs.push(format!("{ctx}: prevent_damage needs 'to' or 'from'"));
            }
        }
        Effect::GainLife { player, .. } | Effect::SetLife { player, .. } => collect_player(player, &mut slots),
        Effect::ChoosePermanent { player, .. } | Effect::ChooseFromHand { player, .. } => {
            if !matches!(player, Recipient::Target(_) | Recipient::Player(_)) {
                errs.push(format!("{ctx}: 'choose_permanent' and 'choose_from_hand' name one player (a target or a player), not a group"));
            }
            collect_rec(player, &mut slots);
        }
        Effect::PlayersGainLife { players, .. } => {
            if players.parts().iter().any(|r| matches!(r, Recipient::Object(_) | Recipient::AllAndEachPlayer(_) | Recipient::And(_))) {
                errs.push(format!("{ctx}: players_gain_life names players only"));
            }
            for r in players.parts() {
                collect_rec(r, &mut slots);
            }
        }
        Effect::ShuffleIntoLibrary { player, what, each_player, .. } => {
            if player.is_none() && what.is_none() && !each_player {
                errs.push(format!("{ctx}: 'shuffle_into_library' needs 'player', 'each_player' or 'what'"));
            }
            if player.is_some() && *each_player {
                errs.push(format!("{ctx}: 'shuffle_into_library' names 'player' and 'each_player'"));
            }
            if let Some(p) = player {
                collect_player(p, &mut slots);
            }
            if let Some(w) = what {
                collect_obj(w, &mut slots);
            }
        }
        Effect::CantAttackOrBlock { what, all, attack, block, be_blocked } => {
            if what.is_some() == all.is_some() {
                errs.push(format!("{ctx}: 'cant_attack_or_block' needs exactly one of 'what' (the objects) and 'all' (a filter)"));
            }
            if !attack && !block && !be_blocked {
                errs.push(format!("{ctx}: 'cant_attack_or_block' restricts nothing: say 'attack', 'block', 'be_blocked' or several"));
            }
            if let Some(w) = what {
                collect_obj(w, &mut slots);
            }
        }
        Effect::Destroy { what }
        | Effect::SacrificeObject { what, .. }
        | Effect::CantBeRegenerated { what }
        | Effect::IfItWouldDie { what, .. }
        | Effect::Regenerate { what }
        | Effect::Transform { what }
        | Effect::Flip { what }
        | Effect::Exile { what, .. }
        | Effect::ReturnToHand { what }
        | Effect::PutInLibrary { what, .. }
        | Effect::PutIntoGraveyard { what }
        | Effect::Tap { what }
        | Effect::Untap { what }
        | Effect::RemoveFromCombat { what }
        | Effect::PhaseOut { what }
        | Effect::AssignsNoCombatDamage { what }
        | Effect::TapOrUntap { what }
        | Effect::AttacksIfAble { what }
        | Effect::AttackDespiteDefender { what }
        | Effect::CanBlockAdditional { what, .. }
        | Effect::MustBeBlocked { what, .. }
        | Effect::PutCounters { what, .. }
        | Effect::MoveCounters { from: what, .. }
        | Effect::RemoveCounters { what, .. }
        | Effect::Counter { what, .. }
        | Effect::Continuous { what, .. }
        | Effect::GainControl { what, .. }
        | Effect::ReturnToBattlefield { what, .. }
        | Effect::CopySpell { what, .. } => collect_obj(what, &mut slots),
        Effect::Draw { player, .. } | Effect::DiscardHand { player, .. } | Effect::RevealHand { player } | Effect::ExtraTurn { player, .. } | Effect::SkipNextTurn { player } | Effect::GetEmblem { player, .. } | Effect::SkipNextStep { player, .. } | Effect::Discard { player, .. } | Effect::DiscardAtRandom { player, .. } | Effect::RevealAtRandom { player, .. } | Effect::LookAtTopOfLibrary { player } | Effect::LookAtHand { player } | Effect::Mill { player, .. } | Effect::RevealUntil { player, .. } | Effect::LookAtTop { player, .. } | Effect::ReturnChosenToHand { player, .. } | Effect::ExileChosen { player, .. } => {
            collect_rec(player, &mut slots)
        }
        Effect::CantBlockAttacker { what, attacker, .. } => {
            if let Some(w) = what {
                collect_obj(w, &mut slots);
            }
            collect_obj(attacker, &mut slots);
        }
        Effect::BlocksIfAble { what, attacker } => {
            collect_obj(what, &mut slots);
            if let Some(a) = attacker {
                collect_obj(a, &mut slots);
            }
        }
        Effect::CounterUnlessPays { what, .. } => collect_obj(what, &mut slots),
        Effect::Cast { what, without_paying_mana_cost: true, madness_cost: true, .. } => {
            errs.push(format!("{ctx}: 'cast' can't be both 'without_paying_mana_cost' and 'madness_cost'"));
            if let Some(w) = what {
                collect_obj(w, &mut slots);
            }
        }
        Effect::Cast { what: Some(w), .. } => collect_obj(w, &mut slots),
        Effect::AttachSourceTo { target } => slots.push(*target),
        Effect::CreateTokenCopy { of, under, .. } => {
            collect_obj(of, &mut slots);
            if let Some(p) = under {
                collect_player(p, &mut slots);
            }
        }
        Effect::CreateTokens { token, under, .. } => {
            if let Some(p) = under {
                collect_player(p, &mut slots);
            }
            for m in token.validate() {
                errs.push(format!("{ctx}: token: {m}"));
            }
        }
        _ => {}
    }
    slots
}

/// The numbers a static ability can read as it applies (611.3a): the game
/// as it is (permanents, cards in a zone, a hand, a life total, its own
/// counters), read again each time characteristics are worked out, and for
/// a change (not a characteristic-defining ability, `board`: 604.3) the
/// affected object's own ("its converted mana cost"). What only a resolving
/// spell or a trigger knows (X, targets, "that much") is refused, naming the
/// amount.
fn check_static_amount(ctx: &str, a: &Amount, board: bool, errs: &mut Vec<String>) {
    let Amount::Dynamic(d) = a else { return };
    let ok = match d {
        DynamicAmount::Sum { of } | DynamicAmount::Max { of } => {
            for x in of {
                check_static_amount(ctx, x, board, errs);
            }
            true
        }
        DynamicAmount::Times { of, .. } => {
            check_static_amount(ctx, of, board, errs);
            true
        }
        DynamicAmount::ManaValueOf { what: ObjRef::This } => true,
        DynamicAmount::ManaValueOf { what: ObjRef::Affected } => !board,
        // The permanents attached to the affected object: a change of
        // attachment ends the characteristics' cache generation.
        DynamicAmount::AttachedTo { what: ObjRef::Affected, .. } => !board,
        DynamicAmount::CardsInHand { player: PlayerRef::You | PlayerRef::Chosen } | DynamicAmount::LifeOf { player: PlayerRef::You } => true,
        // The number the permanent itself chose (614.12) or last chose.
        DynamicAmount::ChosenNumber => true,
        // How many times the permanent itself was kicked (702.32c).
        DynamicAmount::TimesKicked => true,
        // How many creatures the permanent itself devoured (702.80b).
        DynamicAmount::CreaturesDevoured => true,
        // Its controller's basic land types (layer 4 sets them before any
        // change of power in layer 7 reads them).
        DynamicAmount::BasicLandTypes => true,
        // Counters on the permanent itself; the permanents and cards a
        // change counts as it applies (611.3a: read again each time).
        DynamicAmount::CountersOn { what: ObjRef::This, .. } | DynamicAmount::CardsIn { .. } | DynamicAmount::HighestManaValue { .. } => true,
        // Counted before the power/toughness layers: a change (layer 7c) may
        // not count by power or toughness.
        DynamicAmount::Permanents { filter } => board || (filter.power.is_none() && filter.toughness.is_none()),
        _ => false,
    };
    if !ok {
        let what = crate::json::to_string(a).unwrap_or_default();
        let why = if board {
            "a characteristic-defining ability reads the game and its own card, not a resolving spell's numbers"
        } else {
            "a static ability's change reads numbers written out, the game as it is (not power or toughness) and the affected object's own (\"affected\")"
        };
        errs.push(format!("{ctx}: the amount {what} can't be read here: {why}"));
    }
}

/// 611.3a: what a static ability's condition may read (rules::static_conditions):
/// the cards in a zone (by their printed characteristics), a player's hand
/// and life, whose turn it is, the counters on the ability's own object and
/// what is attached to it.
fn check_static_condition(ctx: &str, c: &Condition, errs: &mut Vec<String>) {
    fn amount_ok(a: &Amount) -> bool {
        match a {
            Amount::Fixed(_) => true,
            Amount::Dynamic(d) => match d {
                DynamicAmount::CountersOn { what: ObjRef::This, .. } | DynamicAmount::CardsInHand { player: PlayerRef::You } | DynamicAmount::LifeOf { player: PlayerRef::You } | DynamicAmount::CardsIn { .. } => true,
                // "as long as [this] is equipped": the permanents attached to it.
                DynamicAmount::AttachedTo { what: ObjRef::This, .. } => true,
                DynamicAmount::Sum { of } | DynamicAmount::Max { of } => of.iter().all(amount_ok),
                DynamicAmount::Times { of, .. } => amount_ok(of),
                _ => false,
            },
        }
    }
    match c {
        Condition::NoCardsInHand | Condition::MoreCardsInHandThanEachOpponent | Condition::LifeAtLeast { .. } | Condition::YourTurn => {}
        // "as long as an opponent has 10 or less life": each such player's own state.
        Condition::SomePlayer { of, .. } => check_static_condition(ctx, of, errs),
        // 611.3a: the permanents on the battlefield, or this object's own state.
        Condition::PermanentsAtLeast { .. } | Condition::NoPermanents { .. } | Condition::SourceIs { .. } | Condition::AttachedIs { .. } => {}
        Condition::AtLeast { amount, .. } if amount_ok(amount) => {}
        Condition::All { of } | Condition::Any { of } => of.iter().for_each(|x| check_static_condition(ctx, x, errs)),
        Condition::Not { of } => check_static_condition(ctx, of, errs),
        _ => errs.push(format!("{ctx}: a static ability's condition can read the cards in a zone, the controller's hand and life, the counters on this object and what is attached to it, the permanents on the battlefield, the state of this object and of what it is attached to, and whose turn it is ('no_cards_in_hand', 'life_at_least', 'at_least' of such a count, 'permanents_at_least', 'no_permanents', 'source_is', 'attached_is', 'your_turn', and 'all', 'any', 'not', 'some_player' of those), not this")),
    }
}

/// The checks of one static ability of a card (its changes, what its
/// amounts may read, what it restricts).
fn check_static_ability(ctx: &str, effect: &StaticEffect, errs: &mut Vec<String>) {
    if let StaticEffect::CantBeBlockedWhileDefenderControls { filter, .. } = effect {
        if filter.controller.is_some() {
            errs.push(format!("{ctx}: cant_be_blocked_while_defender_controls: the filter names what the defending player controls; it has no 'controller'"));
        }
    }
    if let StaticEffect::ControllerHas { keyword } = effect {
        if !matches!(keyword, Keyword::Shroud | Keyword::Hexproof) {
            errs.push(format!("{ctx}: controller_has: a player has 'shroud' or 'hexproof' (702.17, 702.11), not '{}'", keyword.label()));
        }
    }
    if let Some((_, mods)) = effect.as_continuous() {
        check_modifications(ctx, mods, errs);
        if mods.contains(&Modification::DoesntUntap) {
            errs.push(format!("{ctx}: 'doesnt_untap' in a static ability is the static 'doesnt_untap' with a filter"));
        }
        if mods.iter().any(|m| matches!(m, Modification::BecomeCopy { .. })) {
            errs.push(format!("{ctx}: 'become_copy' is an effect of a resolving spell or ability (706.2), not of a static ability"));
        }
        if mods.contains(&Modification::GainFlashback) {
            errs.push(format!("{ctx}: 'gain_flashback' is given by a resolving spell or ability's 'continuous' (702.33a), not by a static ability"));
        }
        for m in mods {
            if let Modification::Pump { power, toughness } | Modification::SetPowerToughness { power, toughness } = m {
                check_static_amount(ctx, power, false, errs);
                check_static_amount(ctx, toughness, false, errs);
            }
        }
    }
    // "Enchanted creature doesn't untap during its controller's untap step": the
    // untap step checks the filter against the game as it is (502.2), where
    // `attached` reads the source's host.
    let untap_of_host = matches!(effect, StaticEffect::DoesntUntap { filter } if **filter == FilterSpec { attached: true, ..Default::default() });
    if !untap_of_host && crate::json::to_value(effect).is_ok_and(|v| says_attached(&v)) {
        errs.push(format!("{ctx}: a static ability names the permanent it is attached to with \"affects\": \"attached\", not a filter's \"attached\""));
    }
    if let StaticEffect::MustBlock { attacker: Some(Affects::All(_)), .. } = effect {
        errs.push(format!("{ctx}: must_block: 'attacker' is the source itself (\"this\") or what it is attached to (\"attached\"), one creature"));
    }
    if let StaticEffect::CantAttackOrBlock { attack: false, block: false, be_blocked: false, activate: false, .. } = effect {
        errs.push(format!("{ctx}: cant_attack_or_block restricts nothing: set \"attack\", \"block\", \"be_blocked\", \"activate\" or several to true"));
    }
    if let StaticEffect::CantAttackOrBlock { affects: Affects::All(_), activate: true, .. } = effect {
        errs.push(format!("{ctx}: cant_attack_or_block: \"activate\" is for the source itself (\"this\") or what it is attached to (\"attached\"), not a filter"));
    }
    if let StaticEffect::CantBePlayed { lands: false, spells: false, .. } = effect {
        errs.push(format!("{ctx}: cant_be_played forbids nothing: leave \"lands\" or \"spells\" (or both) true"));
    }
    if let StaticEffect::MayPlayFrom { lands: false, spells: false, .. } = effect {
        errs.push(format!("{ctx}: may_play_from allows nothing: leave \"lands\" or \"spells\" (or both) true"));
    }
    if let StaticEffect::AdditionalLandPlays { count } = effect {
        let max = crate::rules::limits::MAX_LANDS_PLAYED;
        if *count == 0 || *count > max {
            errs.push(format!("{ctx}: additional_land_plays.count must be from 1 to {max} (limits::MAX_LANDS_PLAYED)"));
        }
    }
    if let StaticEffect::DefinePowerToughness { power, toughness } = effect {
        check_static_amount(ctx, power, true, errs);
        check_static_amount(ctx, toughness, true, errs);
    }
    if let StaticEffect::CostChange { more, less, per, .. } = effect {
        check_cost_change(ctx, more.as_ref(), less.as_ref(), per.as_ref(), errs);
    }
}

/// 117.9: a printed alternative cost pays what a spell can pay: no part of
/// its own permanent or card ({T}, {Q}, loyalty, counters, sacrificing,
/// discarding, exiling or returning itself) and no X. Its other parts are
/// paid together with the additional cost's; one of them discarding at
/// random leaves no other discard part beside it.
fn check_printed_alternative(n: &str, alt: &PrintedAlternative, additional: Option<&Cost>, errs: &mut Vec<String>) {
    let c = &alt.cost;
    if c.parts.iter().any(CostPart::uses_source) {
        errs.push(format!("card '{n}' alternative_cost.cost: a spell's alternative cost can't tap, untap, remove or put counters, or sacrifice, discard, exile or return the card itself"));
    }
    if c.mana().is_some_and(|m| m.x > 0) {
        errs.push(format!("card '{n}' alternative_cost.cost.mana: can't contain X"));
    }
    if let Some(a) = additional {
        let discards: Vec<&DiscardCost> = a.discards().chain(c.discards()).collect();
        if discards.len() > 1 && discards.iter().any(|d| d.at_random) {
            errs.push(format!("card '{n}' alternative_cost: a discard at random can't be paid beside another discard part (additional_cost has one)"));
        }
    }
}

/// A spell's additional cost pays only what a spell can (117.8): permanents
/// sacrificed or returned, cards discarded or exiled, and life; every other
/// part is named as refused, and an empty one too.
fn check_spell_additional_cost(n: &str, c: &Cost, errs: &mut Vec<String>) {
    for part in c.parts.iter().filter(|p| p.uses_source() || matches!(p, CostPart::Mana(_))) {
        let what = match part {
            CostPart::Mana(_) => "mana (it belongs in mana_cost, or in kicker or buyback when optional)",
            other => other.key(),
        };
        errs.push(format!("card '{n}' additional_cost: '{what}' can't be a spell's additional cost here (117.8: sacrifice, discard, exile_from_graveyard, exile_from_hand, return_to_hand, tap_untapped and pay_life are)"));
    }
    if c.parts.is_empty() {
        errs.push(format!("card '{n}' additional_cost: it names nothing to pay (sacrifice, discard, exile_from_graveyard or pay_life)"));
    }
}

/// A cost change names one amount of mana, more or less, without X or hybrid
/// symbols (117.7), and counts its "for each" from the game.
fn check_cost_change(ctx: &str, more: Option<&ManaCost>, less: Option<&ManaCost>, per: Option<&Amount>, errs: &mut Vec<String>) {
    match (more, less) {
        (Some(_), Some(_)) | (None, None) => errs.push(format!("{ctx}: 'cost_change' needs exactly one of 'more' and 'less'")),
        (Some(m), None) | (None, Some(m)) if m.x > 0 || !m.hybrid.is_empty() || !m.mono_hybrid.is_empty() => {
            let field = if more.is_some() { "more" } else { "less" };
            errs.push(format!("{ctx}: 'cost_change' '{field}' {} can't have X or hybrid symbols (it is an amount of mana, 117.7)", m.text))
        }
        _ => {}
    }
    if let Some(a) = per {
        check_static_amount(ctx, a, true, errs);
    }
}

/// "affected" names the object a change applies to: only amounts inside a
/// continuous effect's changes can read it. Every other place is refused, by path.
fn check_affected_refs(ctx: &str, path: &str, v: &serde_json::Value, in_change: bool, errs: &mut Vec<String>) {
    match v {
        serde_json::Value::Object(m) => {
            for (k, x) in m {
                let p = crate::formats::json_path::join(path, k);
                if k == "what" && x == "affected" && !in_change {
                    errs.push(format!("{ctx}: {p}: \"affected\" is read only by the numbers of a continuous effect's changes"));
                }
                check_affected_refs(ctx, &p, x, in_change || k == "modifications", errs);
            }
        }
        serde_json::Value::Array(a) => {
            for (i, x) in a.iter().enumerate() {
                check_affected_refs(ctx, &format!("{path}[{i}]"), x, in_change, errs);
            }
        }
        _ => {}
    }
}

/// Parts of a card that are read only in some places, found by path in its
/// JSON form: an `at_least` condition's amount must be one a condition can
/// read (no X, target or "that much": a condition has no resolving spell).
fn check_parts(ctx: &str, path: &str, v: &serde_json::Value, errs: &mut Vec<String>) {
    match v {
        serde_json::Value::Object(m) => {
            if m.get("if").and_then(|x| x.as_str()) == Some("at_least") {
                if let Some(a) = m.get("amount").and_then(|a| crate::json::from_value::<Amount>(a.clone()).ok()) {
                    if !condition_can_read(&a) {
                        errs.push(format!("{ctx}: {path}.amount: {} can't be read by a condition (only this object's, your or the game's numbers)", m["amount"]));
                    }
                }
            }
            for (k, x) in m {
                check_parts(ctx, &crate::formats::json_path::join(path, k), x, errs);
            }
        }
        serde_json::Value::Array(a) => {
            for (i, x) in a.iter().enumerate() {
                check_parts(ctx, &format!("{path}[{i}]"), x, errs);
            }
        }
        _ => {}
    }
}

/// The amounts `Game::condition_amount` reads.
fn condition_can_read(a: &Amount) -> bool {
    let Amount::Dynamic(d) = a else { return true };
    match d {
        DynamicAmount::Sum { of } | DynamicAmount::Max { of } => of.iter().all(condition_can_read),
        DynamicAmount::Times { of, .. } => condition_can_read(of),
        DynamicAmount::CountersOn { what: ObjRef::This, .. }
        | DynamicAmount::PowerOf { what: ObjRef::This }
        | DynamicAmount::ToughnessOf { what: ObjRef::This }
        | DynamicAmount::ManaValueOf { what: ObjRef::This }
        | DynamicAmount::CardsInHand { player: PlayerRef::You }
        | DynamicAmount::LifeOf { player: PlayerRef::You }
        | DynamicAmount::Permanents { .. }
        | DynamicAmount::CardsIn { .. }
        | DynamicAmount::HighestManaValue { .. }
        | DynamicAmount::AttachedTo { what: ObjRef::This, .. }
        | DynamicAmount::CreaturesDiedThisTurn
        // A target's player only as an instruction is followed (`instead`).
        | DynamicAmount::CardsInGraveyard { .. } => true,
        _ => false,
    }
}

/// The changes of a continuous effect that can be wrong in themselves.
fn check_modifications(ctx: &str, mods: &[Modification], errs: &mut Vec<String>) {
    for m in mods {
        // Rules effects on an object that are no characteristic: each has its own instruction.
        match m {
            Modification::CantBeRegenerated => errs.push(format!("{ctx}: 'cant_be_regenerated' is not a change of characteristics; write the instruction 'cant_be_regenerated'")),
            Modification::WouldDieInstead(_) => errs.push(format!("{ctx}: 'would_die_instead' is not a change of characteristics; write the instruction 'if_it_would_die'")),
            Modification::CopiedValues(_) => errs.push(format!("{ctx}: 'copied_values' is made by the engine; write 'become_copy' with the object to copy")),
            Modification::CantAttackPlayer(_) => errs.push(format!("{ctx}: 'cant_attack_player' is made by the engine; write 'cant_attack_you'")),
            _ => {}
        }
        if let Modification::SetLandTypes(types) = m {
            if types.is_empty() {
                errs.push(format!("{ctx}: 'set_land_types' needs at least one land type (305.7)"));
            }
            for t in types.iter().filter(|t| !crate::rules::land_types::is_land_type(t)) {
                errs.push(format!("{ctx}: 'set_land_types': '{t}' is not a land type (205.3i)"));
            }
        }
    }
}

/// The checks card validation makes on a list of instructions, for
/// instructions met outside a card (a spell or ability on the stack, a waiting
/// or delayed trigger, read from a saved position): target slots within
/// `ntargets`, mana strings that parse, and every number within the engine
/// limits (`limits::MAX_NUMBER`, `limits::MAX_REPEAT`). Each problem is named after `ctx`.
pub fn check_instructions(ctx: &str, ntargets: usize, effects: &[Effect]) -> Vec<String> {
    let mut errs = Vec::new();
    check_effects(ctx, ntargets, effects, &mut errs);
    if let Ok(v) = crate::json::to_value(effects) {
        check_limits(&format!("{ctx} "), "effects", &v, false, &mut errs);
    }
    errs
}

/// Every number in a piece of card vocabulary (an ability, a change made by an
/// effect) within the engine limits, as card validation checks them.
pub fn check_vocabulary_numbers<T: Serialize>(ctx: &str, what: &T) -> Vec<String> {
    let mut errs = Vec::new();
    if let Ok(v) = crate::json::to_value(what) {
        check_limits(&format!("{ctx} "), "", &v, false, &mut errs);
    }
    errs
}

fn yes() -> bool {
    true
}

fn is_true(b: &bool) -> bool {
    *b
}

/// 708.1: a split card's halves are two instants or sorceries, each a card
/// form of its own (a half has no halves, faces or permanent parts).
fn split_problems(first: &CardDef, second: &CardDef) -> Vec<String> {
    let spell = |d: &CardDef| d.spell.is_some() && d.types.iter().all(|t| matches!(t, CardType::Instant | CardType::Sorcery)) && !d.types.is_empty();
    let mut errs = Vec::new();
    for d in [first, second] {
        if !spell(d) || !d.abilities.is_empty() || d.back.is_some() || d.flip.is_some() {
            errs.push(format!("split card '{}': each half is an instant or sorcery with a spell's instructions only (708.1)", first.name));
            break;
        }
    }
    if second.split.is_some() {
        errs.push(format!("split card '{}': a half has no halves of its own", first.name));
    }
    errs.extend(second.validate().into_iter().map(|e| format!("split card '{}', second half: {e}", first.name)));
    errs
}
