//! Scratch: design checks on one combination.
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
    let games: u64 = args.get(4).map(|s| s.parse().unwrap()).unwrap_or(10);
    let mut settings = DesignSettings::new(games, 0);
    if let Some(b) = args.get(5) { settings.bots = b.split(',').map(|b| (b.to_string(), games)).collect(); }
    let t = std::time::Instant::now();
    let report = check_design(&subject, &settings);
    for f in &report.findings { println!("[{}] {}", f.check.name(), f.at); }
    if let Some(o) = &report.observations {
        println!("games {} decisions {} errors {:?}", o.games, o.decisions, o.errors);
        let mut never_built: Vec<_> = subject.map().stations().iter().enumerate().filter(|(i, _)| o.built[*i] == 0).map(|(_, s)| s.name.clone()).collect();
        never_built.truncate(20);
        println!("stations never built on: {never_built:?}");
        let min_touch = o.offered.iter().min();
        let mut off: Vec<(u64, String)> = o.offered.iter().zip(subject.map().stations()).map(|(n, s)| (*n, s.name.clone())).collect(); off.sort(); println!("least offered: {:?}", &off[..4]);
        println!("min touched {min_touch:?}, min placed {:?}, min line payouts {:?}, min share paid {:?}", o.placed.iter().min(), o.line_payouts.iter().min(), o.share_paid.iter().min());
        let lines: Vec<String> = subject.map().lines().iter().enumerate().map(|(i, l)| format!("{}:{}/{}/{}", l.letter, o.placed[i], o.line_payouts[i], o.share_paid[i])).collect();
        println!("lines placed/payouts/sharepaid: {}", lines.join(" "));
        let untaken: Vec<_> = o.taken.iter().enumerate().flat_map(|(c, t)| (0..2).filter(move |&a| t[a] == 0).map(move |a| (c, a))).collect();
        println!("untaken actions (incl. absent second actions): {}", untaken.len());
        let mut rare: Vec<(u64, usize, usize)> = Vec::new();
        for (ci, col) in subject.cards().columns().iter().enumerate() { for (ki, card) in col.cards.iter().enumerate() { for ai in 0..card.actions.len() { let id = ci * subject.cards().cards_per_column() + ki; rare.push((o.taken[id][ai], id, ai)); } } }
        rare.sort(); println!("rarest card actions: {:?}", &rare[..6.min(rare.len())]);
    }
    println!("total {:?}", t.elapsed());
}
