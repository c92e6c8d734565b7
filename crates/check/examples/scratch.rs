//! Scratch: time the invariant run on one combination.
use metro_check::*;
fn main() {
    let args: Vec<String> = std::env::args().collect();
    let mut registry = metro_core::Registry::new();
    metro_tokyo::register(&mut registry).unwrap();
    metro_osaka::register(&mut registry).unwrap();
    metro_drinks::register(&mut registry).unwrap();
    let drinks = args.get(3).map(|s| s.as_str()).unwrap_or("off");
    let options = metro_engine::RuleOptions { metro_drinks: drinks != "off", drink_owner_paid: drinks == "owner" };
    let subject = Subject::load(&args[1], &args[2], options, &registry).unwrap();
    let cases: u32 = args.get(4).map(|s| s.parse().unwrap()).unwrap_or(10);
    let mut settings = Settings::new(cases, 7);
    settings.jobs = 1;
    if let Ok(p) = std::env::var("PLAN") { let v: Vec<u32> = p.split(',').map(|x| x.parse().unwrap()).collect(); settings.plan = Plan { probes: v[0] as u8, alternative_every: v[1], view_every: v[2] }; }
    let t = std::time::Instant::now();
    let planted = args.get(5).is_some();
    let driver: &dyn Driver = if planted { &LeakyLoans } else { &Engine };
    for run in check_invariants(&subject, &registry, driver, &settings) {
        match &run.outcome {
            Outcome::Passed => println!("{}p: {} cases, {} finished, {} decisions, {:?}", run.players, run.cases, run.finished, run.decisions, run.elapsed),
            Outcome::Failed(s) => { println!("choices {:?}\nactions {:?}", s.case.choices, s.failure.actions); println!("{}p FAILED after {} cases: {:?} {:?} at {} actions (found after {}), offending {:?}", run.players, run.cases, s.failure.check, s.failure.violation, s.failure.actions.len(), s.found_after, s.failure.offending) },
            Outcome::NotPlayable(e) => println!("{}p: {e}", run.players),
        }
    }
    println!("total {:?}", t.elapsed());
}

struct LeakyLoans;
impl Driver for LeakyLoans {
    fn apply(&self, game: &mut metro_engine::Game, action: metro_engine::Action) -> Result<Vec<metro_engine::Event>, metro_engine::IllegalAction> {
        let events = game.apply(action)?;
        let second = events.iter().any(|e| matches!(e, metro_engine::Event::Loan { taken: false, .. }))
            && game.round() >= 2;
        if second { game.state_mut().loan_supply += 1; }
        Ok(events)
    }
}
