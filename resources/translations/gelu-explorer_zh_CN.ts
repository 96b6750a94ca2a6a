<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>Animation</name>
    <message>
        <source>&apos;%1&apos; is not an animation file (use .mp4, .webm, .gif, .webp or .apng)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has no transparency (use .webp or .apng, or another background)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>out of memory for a frame</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CurveIds</name>
    <message>
        <source>GELU family</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Smooth</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rectifiers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Piecewise</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your formulas</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The paper&apos;s Figure 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GELU and its approximations</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Transformer activations</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All smooth</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown curve &apos;%1&apos; (known: %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is listed twice</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Curves</name>
    <message>
        <source>Φ (normal cdf)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>φ (normal pdf)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GELU (tanh approx.)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GELU′ (tanh approx.)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GELU (sigmoid approx.)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GELU′ (sigmoid approx.)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Leaky ReLU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Leaky ReLU′</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Squared ReLU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Squared ReLU′</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 if x &amp;gt; 0, else 0</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>x if x &amp;gt; 0, else α(e&lt;sup&gt;x&lt;/sup&gt; − 1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 if x &amp;gt; 0, else αe&lt;sup&gt;x&lt;/sup&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>x if x &amp;gt; 0, else slope·x</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 if x &amp;gt; 0, else slope</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 if 0 &amp;lt; x &amp;lt; 6, else 0</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>λx if x &amp;gt; 0, else λα(e&lt;sup&gt;x&lt;/sup&gt; − 1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>λ if x &amp;gt; 0, else λαe&lt;sup&gt;x&lt;/sup&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>x if x &amp;gt; 0, else α(e&lt;sup&gt;x/α&lt;/sup&gt; − 1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 if x &amp;gt; 0, else e&lt;sup&gt;x/α&lt;/sup&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 if −1 &amp;lt; x &amp;lt; 1, else 0</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1/6 if −3 &amp;lt; x &amp;lt; 3, else 0</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>x/3 + ½ on [−3, 3], 0 below, 1 above</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>x − λ·sign(x) if |x| &amp;gt; λ, else 0</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 if |x| &amp;gt; λ, else 0</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>x if |x| &amp;gt; λ, else 0</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Examples</name>
    <message>
        <source>Figure 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tail precision</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The coin</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Export</name>
    <message>
        <source>%1 must be positive, got %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 must be at least %2, got %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 must be at most %2, got %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>scale must be between %1 and %2, got %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>font scale must be between %1 and %2, got %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 × %2 pixels is too large (at most %3 per side and %4 megapixels)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a transparent background needs PNG or SVG, not %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no file name given</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos;: unknown image format &apos;%2&apos; (use .png, .jpg, .svg or .pdf)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>there is no visible panel to export</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot render &apos;%1&apos; (out of memory?)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>at %1 with text size %2 the text would overlap or be cut off: use %3 or text size %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>at %1 with text size %2 the text would overlap or be cut off: use %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>at %1 with text size %2 the text would overlap or be cut off: use text size %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>at %1 with text size %2 the text would overlap or be cut off</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Formulas</name>
    <message>
        <source>name: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>name: &apos;%1&apos; is defined twice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>name: &apos;%1&apos; clashes with &apos;%2&apos; and its derivative</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expression: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>colour: &apos;%1&apos; is not #rrggbb</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>style: &apos;%1&apos; is not one of %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Language</name>
    <message>
        <source>Language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GELU Explorer will speak %1 when it starts again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Restart now</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Later</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Follow the system</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Panels</name>
    <message>
        <source>Normal pdf</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Normal CDF</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Monte Carlo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Activations</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Derivatives</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Approximation errors</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Side by side</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Neuron</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SceneFile</name>
    <message>
        <source>null</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a boolean</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a string</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an array</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>undefined</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>field &apos;%1&apos;: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown field</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be a number, not %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is out of range %2..%3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be a whole number, got %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be true or false, not %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be a string, not %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>is longer than %1 characters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not one of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be an object, not %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be an array of ids, not %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown id &apos;%1&apos; (known: %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is listed twice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be an array of two numbers [min, max]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must lie within -%1..%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>max must exceed min by at least %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be an array of objects, not %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>more than %1 formulas</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>needs an id and an expression</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>missing (expected &quot;%1&quot;)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>missing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not supported (this program reads version %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a whole number 0..18446744073709551615 (digits only)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be base64</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the file is larger than %1 KiB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the file is empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not valid JSON at line %1, column %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the top level must be a JSON object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: no such example</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>field &apos;%1&apos;: appears twice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>field &apos;%1&apos;: %2 is not exactly representable as a number; write it as a string of digits</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ui::ActivationsPanel</name>
    <message>
        <source>Activations: GELU beside its approximations and ReLU-like units</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Monte Carlo estimate ± 95%</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>neuron output</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ui::AnimationDialog</name>
    <message>
        <source>Export animation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sweep of x over the view</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Monte Carlo run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This lecture step (step %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Animation:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The sheet of six panels</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Shows:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>to</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>x &amp;from:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Duration:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GIF plays at most 50 frames a second (its delays are in 1/100 s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Frames per second:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> px</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Si&amp;ze:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>S&amp;cale:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Theme</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>White</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Transparent (WebP, APNG)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Background:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Text size:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>B&amp;rowse…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>F&amp;ile:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Export</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancelled: nothing was written.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not exported: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>MP4 video (*.mp4);;WebM video (*.webm);;GIF (*.gif);;Animated WebP (*.webp);;Animated PNG (*.apng)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ui::CdfPanel</name>
    <message>
        <source>Φ(x): the probability that the mask keeps x</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ui::ComparePanel</name>
    <message>
        <source>Side by side: each curve on identical axes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Difference to GELU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Plots each curve minus GELU instead of the curve</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Previous page of curves</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shows the curves before these</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next page of curves</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shows the curves after these</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>page %1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Curves %1–%2 of %3 (page %4 of %5)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Side by side: each curve minus GELU, on identical axes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Side by side: each curve on identical axes (faint: its derivative)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ui::ControlsDock</name>
    <message>
        <source>Controls</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Input x</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The x the mask keeps or drops, in every panel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gaussian N(μ, σ²)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>μ, the Gaussian&apos;s mean</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Moves the Gaussian whose cdf Φ is the chance of keeping x</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>σ, the Gaussian&apos;s spread</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>σ → 0 turns GELU into ReLU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Curves</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Activation parameters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>α of ELU and CELU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>α</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>β of softplus and swish (β = 1: SiLU)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>β</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The negative slope of leaky ReLU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>slope</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>λ of softshrink and hardshrink</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>λ</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reset to the defaults</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>μ = 0, σ = 1, α = 1, β = 1, slope = 0.01, λ = 0.5 (PyTorch&apos;s defaults)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>View range</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>x from</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The left end of every panel&apos;s x axis</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>x to</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The right end of every panel&apos;s x axis</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>y from</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The bottom of the activation panels&apos; y axis</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>y to</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The top of the activation panels&apos; y axis</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>x from / to</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>y from / to</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Monte Carlo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>U &lt; Φ(x), U uniform</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>X ≤ x, X ~ N(μ, σ²)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mask rule</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How each draw decides: a uniform U below Φ(x), or a normal X at most x</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Playback speed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How fast Play adds draws</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>seed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>mask</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>speed</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ui::CurvePicker</name>
    <message>
        <source>Search name, id or formula</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Search curves</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Presets</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Curve presets</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shows a ready-made set of curves</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Curves shown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every activation by family; a ticked curve is drawn in the panels</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New formula</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New formula: type your own activation f(x); its derivative comes with it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Edit…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Edit the selected formula (or double-click it)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove the selected formula</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2 of %3)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ui::DerivativesPanel</name>
    <message>
        <source>Derivatives: GELU′(x) = Φ(x) + x·φ(x)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Derivatives: GELU′(x) = Φ(x) + x·φ(x) dips below 0 near x ≈ %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ui::ErrorsPanel</name>
    <message>
        <source>Approximation errors: approximation − exact GELU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Precision lens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Precision lens: |GELU(x)| for x in [−40, 0], accurate vs textbook 0.5x(1+erf(x/√2))</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>accurate core: x·Φ(x)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>textbook 0.5x(1+erf(x/√2)) (PyTorch, TensorFlow)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>|GELU(x)| (log scale)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>approx − exact</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: max |error| %2 at |x| ≈ %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>textbook form returns exactly 0 from x ≈ −8.4; the core stays accurate to −37.6</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Precision lens: x in [−40, 0]</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ui::ExportDialog</name>
    <message>
        <source>Export panel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export sheet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Panel:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>As laid out in the window</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Grid of %n column(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Layout:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Browse…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;File:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Format:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pixels</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cm (print)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Size:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> dpi</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Resolution:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>2× (sharp on high-dpi screens and projectors)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>S&amp;cale:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Theme</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>White (paper)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Transparent (PNG, SVG)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Background:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1× as on screen; 1.5–2× reads well on slides</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Text size:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Export</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown — the file name must end in .png, .jpg, .svg or .pdf</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Vector: %1 × %2 cm</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bitmap: %1 × %2 pixels</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PNG image (*.png);;JPEG image (*.jpg *.jpeg);;SVG vector image (*.svg);;PDF document (*.pdf)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ui::FormulaDialog</name>
    <message>
        <source>New formula</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Edit formula</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>e.g. bent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Formula name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>e.g. x + 0.1*x^2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Formula expression in x</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>x, numbers (0.5, 2e-3), pi, e, + − * / ^, ( ), comparisons and c ? a : b; exp log log1p expm1 log2 log10 sqrt abs sign min max sin cos tan atan sinh cosh tanh erf erfc Phi phi sigmoid softplus gelu relu</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>automatic</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>solid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>dashed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>dotted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>dash-dot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>dash-dot-dot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>f(x) =</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Colour</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Line</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>name: empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;span style=&apos;color:#2a7a2a&apos;&gt;✓ valid; its derivative d%1 comes with it&lt;/span&gt;</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ui::LectureView</name>
    <message>
        <source>Start with the standard normal distribution X ~ N(0, 1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>φ(x) = e&lt;sup&gt;−x²/2&lt;/sup&gt; / √(2π)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The shaded area up to x is a probability: Φ(x) = P(X ≤ x).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Φ(x) = ∫&lt;sub&gt;−∞&lt;/sub&gt;&lt;sup&gt;x&lt;/sup&gt; φ(t) dt = P(X ≤ x)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A coin keeps x with probability Φ(x) and outputs 0 otherwise.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>m ~ Bernoulli(Φ(x)),&amp;nbsp;&amp;nbsp; output = m·x</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Averaging many draws converges to x·Φ(x), inside the 95% funnel.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>E[m·x] = x·P(m = 1) = x·Φ(x)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sweep x: the expected value traces the GELU curve.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GELU(x) = x·Φ(x)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GELU beside ReLU and ELU: a smooth ReLU that dips below zero.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ReLU(x) = x·1[x &amp;gt; 0]&amp;nbsp;&amp;nbsp;&amp;nbsp; GELU(x) = x·Φ(x)&amp;nbsp;&amp;nbsp;&amp;nbsp; ELU(x) = x or α(e&lt;sup&gt;x&lt;/sup&gt; − 1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Two fast approximations: tanh is within 5·10⁻⁴, the sigmoid within 0.02.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>x·Φ(x) ≈ ½x(1 + tanh[√(2/π)(x + 0.044715x³)]) ≈ x·σ(1.702x)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The derivative is smooth and slightly negative below x ≈ −0.75.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GELU′(x) = Φ(x) + x·φ(x)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GELU Explorer — lecture</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> · P sweep x</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> · P play/pause</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Step %1 of %2    → next · ← back%3 · +/− move x · Esc leave</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ui::MainWindow</name>
    <message>
        <source>GELU Explorer — GELU(x) = x·Φ(x)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Export this panel…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Copy image</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move x right</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move x left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move x right (fine)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move x left (fine)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Play / Pause</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Reset simulation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Open scene…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Save scene</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save scene &amp;as…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export &amp;panel…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export s&amp;heet…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export &amp;data (CSV)…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export &amp;animation…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Copy panel image</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Lecture mode</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open &amp;recent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>E&amp;xamples</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Simulation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Theme</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Follow the system</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Light</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dark</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>High contrast</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;About GELU Explorer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>About GELU Explorer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;h3&gt;GELU Explorer %1&lt;/h3&gt;&lt;p&gt;GELU(x) = x·Φ(x) is the expected value of a mask that keeps x with probability Φ(x) = P(X ≤ x).&lt;/p&gt;&lt;p&gt;Keys: ←/→ move x (Shift: fine), Space play/pause, R reset, F5 lecture mode, Ctrl+Z undo.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open scene</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>x = %1    Φ(x) = %2    GELU(x) = %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>    estimate %1 ± %2 (95%, n = %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no panel to export</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copied “%1” to the clipboard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exported %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export data</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CSV (*.csv)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ui::MonteCarloPanel</name>
    <message>
        <source>Monte Carlo: keep x with probability Φ(x), else 0 — the average converges to x·Φ(x)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>▶ Play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play or pause the simulation (Space)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One more step of draws</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reset</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Back to n = 0 with the same seed (R)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Grid of x</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Simulate every x of a grid at once</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>target x·Φ(x)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>95% band</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>running mean</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GELU = x·Φ(x)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>estimates ± 95%</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>❚❚ Pause</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>average of the masked outputs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>number of draws n</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>keep x</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>output 0</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>n = 0 — press Play or Step.   target x·Φ(x) = %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>n = %1   kept %2 (%3%)   mean %4 ± %5 (95%)   target x·Φ(x) = %6</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ui::NeuronPanel</name>
    <message>
        <source>A neuron: activation(w₁x₁ + w₂x₂ + b)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Input x₁</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The neuron&apos;s first input</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Input x₂</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The neuron&apos;s second input</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Weight w₁</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The weight of the first input</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Weight w₂</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The weight of the second input</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bias b</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Added to the weighted sum s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Activation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The function the neuron applies to s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A gated unit of transformer MLPs: (w·x + b) ⊙ act(v·x + c)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>plain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gate weight v₁</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The gate&apos;s weight of the first input</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gate weight v₂</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The gate&apos;s weight of the second input</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gate bias c</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Added to the gate&apos;s sum</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>f</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A gated unit: (w·x + b) ⊙ act(v·x + c)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ui::PdfAreaPanel</name>
    <message>
        <source>Normal pdf: the shaded area up to x is Φ(x) = P(X ≤ x)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ui::PlotPanel</name>
    <message>
        <source>x axis from %1 to %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ui::SceneDocument</name>
    <message>
        <source>untitled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1[*] — GELU Explorer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot open the scene</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Opened %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot save the scene</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save scene</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GELU Explorer scenes (*%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GELU Explorer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The scene has unsaved changes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Do you want to save them?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open scene</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GELU Explorer scenes (*%1);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ui::SceneHistory</name>
    <message>
        <source>Move x</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change μ, σ or α</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show or hide curves</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change the range</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change the simulation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change the neuron</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change the scene</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ui::SeedEdit</name>
    <message>
        <source>Any whole number from 0 to 18446744073709551615</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
