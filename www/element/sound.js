// @ts-check
// Quiet sounds made in the page with Web Audio (nothing downloaded): a tick for each counter
// dropped or step taken, a low double knock for a capture, the clatter of the sticks, a chime
// for a round or a game ending, a soft low note for a refusal. Off until turned on.

const GAIN = { drop: 0.045, step: 0.04, capture: 0.07, throw: 0.06, round: 0.05, end: 0.06, refuse: 0.035 };

export class Sounds {
  #ctx = null;
  #lastDrop = 0;
  on = false;

  /** Turns the sounds on or off; the audio context is made on the first turning on (a person's gesture). */
  enable(on) {
    this.on = on;
    if (on && !this.#ctx) {
      const Context = globalThis.AudioContext ?? globalThis.webkitAudioContext;
      if (Context) this.#ctx = new Context();
    }
    if (on) this.#ctx?.resume?.().catch(() => {});
  }

  close() {
    this.#ctx?.close?.().catch(() => {});
    this.#ctx = null;
  }

  /** Plays one sound by name; counters dropped faster than 35 ms apart are heard as one. */
  play(name) {
    const ctx = this.#ctx;
    if (!this.on || !ctx || ctx.state === "closed") return;
    const now = ctx.currentTime;
    if (name === "drop" || name === "step") {
      if (now - this.#lastDrop < 0.035) return;
      this.#lastDrop = now;
      this.#tone(name === "drop" ? 1150 : 700, name === "drop" ? 560 : 500, now, 0.05, "sine", GAIN[name]);
    } else if (name === "capture") {
      this.#tone(420, 300, now, 0.11, "triangle", GAIN.capture);
      this.#tone(330, 240, now + 0.12, 0.14, "triangle", GAIN.capture);
    } else if (name === "throw") {
      for (let i = 0; i < 6; i++) this.#click(now + 0.03 + i * 0.045 + (i % 2) * 0.02, GAIN.throw);
    } else if (name === "round" || name === "end") {
      [523, 659, 784].forEach((f, i) => this.#tone(f, f, now + i * 0.12, 0.22, "sine", GAIN[name]));
    } else if (name === "refuse") {
      this.#tone(220, 180, now, 0.12, "sine", GAIN.refuse);
    }
  }

  #tone(from, to, at, length, type, gain) {
    const ctx = this.#ctx;
    const osc = ctx.createOscillator();
    const amp = ctx.createGain();
    osc.type = type;
    osc.frequency.setValueAtTime(from, at);
    osc.frequency.exponentialRampToValueAtTime(to, at + length);
    amp.gain.setValueAtTime(0.0001, at);
    amp.gain.exponentialRampToValueAtTime(gain, at + 0.008);
    amp.gain.exponentialRampToValueAtTime(0.0001, at + length);
    osc.connect(amp).connect(ctx.destination);
    osc.start(at);
    osc.stop(at + length + 0.02);
  }

  /** A short burst of filtered noise: one stick landing. */
  #click(at, gain) {
    const ctx = this.#ctx;
    const length = Math.ceil(ctx.sampleRate * 0.025);
    const buffer = ctx.createBuffer(1, length, ctx.sampleRate);
    const data = buffer.getChannelData(0);
    let x = 12345;
    for (let i = 0; i < length; i++) {
      x = (Math.imul(x, 1103515245) + 12345) >>> 0;
      data[i] = ((x / 4294967296) * 2 - 1) * (1 - i / length);
    }
    const source = ctx.createBufferSource();
    source.buffer = buffer;
    const band = ctx.createBiquadFilter();
    band.type = "bandpass";
    band.frequency.value = 2300;
    const amp = ctx.createGain();
    amp.gain.value = gain;
    source.connect(band).connect(amp).connect(ctx.destination);
    source.start(at);
  }
}
