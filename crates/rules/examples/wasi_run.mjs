// Runs a Rust program built for wasm32-wasip1 under Node's WASI (Node 20 or later).
//
//   node --no-warnings crates/rules/examples/wasi_run.mjs <program.wasm> [args...]
//
// For example, the perft benchmark in WebAssembly:
//   cargo build --release -p kaissa-rules --example perft_bench --target wasm32-wasip1
//   node --no-warnings crates/rules/examples/wasi_run.mjs \
//     target/wasm32-wasip1/release/examples/perft_bench.wasm --rounds 3
//
// The program sees its arguments and environment; it gets no file system access. Its exit
// status becomes Node's.
import { readFile } from "node:fs/promises";
import process from "node:process";
import { WASI } from "node:wasi";

const [wasmPath, ...args] = process.argv.slice(2);
if (!wasmPath) {
  console.error("usage: node wasi_run.mjs <program.wasm> [args...]");
  process.exit(2);
}
const wasi = new WASI({ version: "preview1", args: [wasmPath, ...args], env: process.env, returnOnExit: true });
const module = await WebAssembly.compile(await readFile(wasmPath));
const instance = await WebAssembly.instantiate(module, wasi.getImportObject());
process.exitCode = wasi.start(instance) ?? 0;
