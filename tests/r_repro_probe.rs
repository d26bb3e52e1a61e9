#[path = "support/replay.rs"]
mod replay;
#[test] fn a() { replay::replay("r508_1_no_defenders.json"); }
#[test] fn b() { replay::replay("r608_2b_candidate_left.json"); }
#[test] fn c() { replay::replay("r608_2b_question_source_left.json"); }
#[test] fn d() { replay::replay("r508_1_2hg_one_team.json"); }
#[test] fn e() { replay::replay("r704_5n_attached_to_gone.json"); }
#[test] fn f() { replay::replay("r704_5n_save_load.json"); }
#[test] fn g() { replay::replay("r800_4a_aura_on_departed.json"); }
#[test] fn h() { replay::replay("r704_5n_game_over_aura.json"); }
