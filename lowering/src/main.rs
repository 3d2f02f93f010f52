//! The `descent` command-line tool.

fn main() {
    println!("descent");
}
