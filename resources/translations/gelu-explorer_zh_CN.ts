<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>Animation</name>
    <message>
        <source>&apos;%1&apos; is not an animation file (use .mp4, .webm, .gif, .webp or .apng)</source>
        <translation>“%1”不是动画文件（请使用 .mp4、.webm、.gif、.webp 或 .apng）</translation>
    </message>
    <message>
        <source>%1 has no transparency (use .webp or .apng, or another background)</source>
        <translation>%1 不支持透明（请使用 .webp 或 .apng，或换用其他背景）</translation>
    </message>
    <message>
        <source>out of memory for a frame</source>
        <translation>内存不足，无法生成一帧</translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation>已取消</translation>
    </message>
    <message>
        <source>an animation of training shows the training panel (--panel training)</source>
        <translation>训练动画需要显示训练面板（--panel training）</translation>
    </message>
</context>
<context>
    <name>CurveIds</name>
    <message>
        <source>GELU family</source>
        <translation>GELU 家族</translation>
    </message>
    <message>
        <source>Smooth</source>
        <translation>平滑型</translation>
    </message>
    <message>
        <source>Rectifiers</source>
        <translation>整流型</translation>
    </message>
    <message>
        <source>Piecewise</source>
        <translation>分段型</translation>
    </message>
    <message>
        <source>Your formulas</source>
        <translation>自定义公式</translation>
    </message>
    <message>
        <source>The paper&apos;s Figure 1</source>
        <translation>论文中的图 1</translation>
    </message>
    <message>
        <source>GELU and its approximations</source>
        <translation>GELU 及其近似</translation>
    </message>
    <message>
        <source>Transformer activations</source>
        <translation>Transformer 激活函数</translation>
    </message>
    <message>
        <source>All smooth</source>
        <translation>全部平滑型</translation>
    </message>
    <message>
        <source>unknown curve &apos;%1&apos; (known: %2)</source>
        <translation>未知曲线“%1”（可用：%2）</translation>
    </message>
</context>
<context>
    <name>Curves</name>
    <message>
        <source>slope</source>
        <translation>斜率</translation>
    </message>
    <message>
        <source>Φ (normal cdf)</source>
        <translation>Φ（正态分布函数）</translation>
    </message>
    <message>
        <source>φ (normal pdf)</source>
        <translation>φ（正态概率密度）</translation>
    </message>
    <message>
        <source>GELU (tanh approx.)</source>
        <translation>GELU（tanh 近似）</translation>
    </message>
    <message>
        <source>GELU′ (tanh approx.)</source>
        <translation>GELU′（tanh 近似）</translation>
    </message>
    <message>
        <source>GELU (sigmoid approx.)</source>
        <translation>GELU（sigmoid 近似）</translation>
    </message>
    <message>
        <source>GELU′ (sigmoid approx.)</source>
        <translation>GELU′（sigmoid 近似）</translation>
    </message>
    <message>
        <source>Leaky ReLU</source>
        <translation>Leaky ReLU</translation>
    </message>
    <message>
        <source>Leaky ReLU′</source>
        <translation>Leaky ReLU′</translation>
    </message>
    <message>
        <source>Squared ReLU</source>
        <translation>Squared ReLU</translation>
    </message>
    <message>
        <source>Squared ReLU′</source>
        <translation>Squared ReLU′</translation>
    </message>
    <message>
        <source>1 if x &amp;gt; 0, else 0</source>
        <translation>x &amp;gt; 0 时为 1，否则为 0</translation>
    </message>
    <message>
        <source>x if x &amp;gt; 0, else α(e&lt;sup&gt;x&lt;/sup&gt; − 1)</source>
        <translation>x &amp;gt; 0 时为 x，否则为 α(e&lt;sup&gt;x&lt;/sup&gt; − 1)</translation>
    </message>
    <message>
        <source>1 if x &amp;gt; 0, else αe&lt;sup&gt;x&lt;/sup&gt;</source>
        <translation>x &amp;gt; 0 时为 1，否则为 αe&lt;sup&gt;x&lt;/sup&gt;</translation>
    </message>
    <message>
        <source>x if x &amp;gt; 0, else slope·x</source>
        <translation>x &amp;gt; 0 时为 x，否则为 斜率·x</translation>
    </message>
    <message>
        <source>1 if x &amp;gt; 0, else slope</source>
        <translation>x &amp;gt; 0 时为 1，否则为 斜率</translation>
    </message>
    <message>
        <source>1 if 0 &amp;lt; x &amp;lt; 6, else 0</source>
        <translation>0 &amp;lt; x &amp;lt; 6 时为 1，否则为 0</translation>
    </message>
    <message>
        <source>λx if x &amp;gt; 0, else λα(e&lt;sup&gt;x&lt;/sup&gt; − 1)</source>
        <translation>x &amp;gt; 0 时为 λx，否则为 λα(e&lt;sup&gt;x&lt;/sup&gt; − 1)</translation>
    </message>
    <message>
        <source>λ if x &amp;gt; 0, else λαe&lt;sup&gt;x&lt;/sup&gt;</source>
        <translation>x &amp;gt; 0 时为 λ，否则为 λαe&lt;sup&gt;x&lt;/sup&gt;</translation>
    </message>
    <message>
        <source>x if x &amp;gt; 0, else α(e&lt;sup&gt;x/α&lt;/sup&gt; − 1)</source>
        <translation>x &amp;gt; 0 时为 x，否则为 α(e&lt;sup&gt;x/α&lt;/sup&gt; − 1)</translation>
    </message>
    <message>
        <source>1 if x &amp;gt; 0, else e&lt;sup&gt;x/α&lt;/sup&gt;</source>
        <translation>x &amp;gt; 0 时为 1，否则为 e&lt;sup&gt;x/α&lt;/sup&gt;</translation>
    </message>
    <message>
        <source>1 if −1 &amp;lt; x &amp;lt; 1, else 0</source>
        <translation>−1 &amp;lt; x &amp;lt; 1 时为 1，否则为 0</translation>
    </message>
    <message>
        <source>1/6 if −3 &amp;lt; x &amp;lt; 3, else 0</source>
        <translation>−3 &amp;lt; x &amp;lt; 3 时为 1/6，否则为 0</translation>
    </message>
    <message>
        <source>x/3 + ½ on [−3, 3], 0 below, 1 above</source>
        <translation>在 [−3, 3] 上为 x/3 + ½，小于 −3 时为 0，大于 3 时为 1</translation>
    </message>
    <message>
        <source>x − λ·sign(x) if |x| &amp;gt; λ, else 0</source>
        <translation>|x| &amp;gt; λ 时为 x − λ·sign(x)，否则为 0</translation>
    </message>
    <message>
        <source>1 if |x| &amp;gt; λ, else 0</source>
        <translation>|x| &amp;gt; λ 时为 1，否则为 0</translation>
    </message>
    <message>
        <source>x if |x| &amp;gt; λ, else 0</source>
        <translation>|x| &amp;gt; λ 时为 x，否则为 0</translation>
    </message>
    <message>
        <source>1 \text{ if } x &gt; 0 \text{, else } 0</source>
        <translation>x &gt; 0 \text{ 时为 } 1\text{，否则为 } 0</translation>
    </message>
    <message>
        <source>x \text{ if } x &gt; 0 \text{, else } \alpha(e^{x} - 1)</source>
        <translation>x &gt; 0 \text{ 时为 } x\text{，否则为 } \alpha(e^{x} - 1)</translation>
    </message>
    <message>
        <source>1 \text{ if } x &gt; 0 \text{, else } \alpha e^{x}</source>
        <translation>x &gt; 0 \text{ 时为 } 1\text{，否则为 } \alpha e^{x}</translation>
    </message>
    <message>
        <source>x \text{ if } x &gt; 0 \text{, else slope} \cdot x</source>
        <translation>x &gt; 0 \text{ 时为 } x\text{，否则为斜率} \cdot x</translation>
    </message>
    <message>
        <source>1 \text{ if } x &gt; 0 \text{, else slope}</source>
        <translation>x &gt; 0 \text{ 时为 } 1\text{，否则为斜率}</translation>
    </message>
    <message>
        <source>1 \text{ if } 0 &lt; x &lt; 6 \text{, else } 0</source>
        <translation>0 &lt; x &lt; 6 \text{ 时为 } 1\text{，否则为 } 0</translation>
    </message>
    <message>
        <source>\lambda x \text{ if } x &gt; 0 \text{, else } \lambda\alpha(e^{x} - 1)</source>
        <translation>x &gt; 0 \text{ 时为 } \lambda x\text{，否则为 } \lambda\alpha(e^{x} - 1)</translation>
    </message>
    <message>
        <source>\lambda \text{ if } x &gt; 0 \text{, else } \lambda\alpha e^{x}</source>
        <translation>x &gt; 0 \text{ 时为 } \lambda\text{，否则为 } \lambda\alpha e^{x}</translation>
    </message>
    <message>
        <source>x \text{ if } x &gt; 0 \text{, else } \alpha(e^{x/\alpha} - 1)</source>
        <translation>x &gt; 0 \text{ 时为 } x\text{，否则为 } \alpha(e^{x/\alpha} - 1)</translation>
    </message>
    <message>
        <source>1 \text{ if } x &gt; 0 \text{, else } e^{x/\alpha}</source>
        <translation>x &gt; 0 \text{ 时为 } 1\text{，否则为 } e^{x/\alpha}</translation>
    </message>
    <message>
        <source>1 \text{ if } -1 &lt; x &lt; 1 \text{, else } 0</source>
        <translation>-1 &lt; x &lt; 1 \text{ 时为 } 1\text{，否则为 } 0</translation>
    </message>
    <message>
        <source>\tfrac{1}{6} \text{ if } -3 &lt; x &lt; 3 \text{, else } 0</source>
        <translation>-3 &lt; x &lt; 3 \text{ 时为 } \tfrac{1}{6}\text{，否则为 } 0</translation>
    </message>
    <message>
        <source>x/3 + \tfrac{1}{2} \text{ on } [-3, 3] \text{, 0 below, 1 above}</source>
        <translation>\text{在 } [-3, 3] \text{ 上为 } x/3 + \tfrac{1}{2}\text{，小于 }-3\text{ 时为 0，大于 3 时为 1}</translation>
    </message>
    <message>
        <source>x - \lambda\operatorname{sign}(x) \text{ if } |x| &gt; \lambda \text{, else } 0</source>
        <translation>|x| &gt; \lambda \text{ 时为 } x - \lambda\operatorname{sign}(x)\text{，否则为 } 0</translation>
    </message>
    <message>
        <source>1 \text{ if } |x| &gt; \lambda \text{, else } 0</source>
        <translation>|x| &gt; \lambda \text{ 时为 } 1\text{，否则为 } 0</translation>
    </message>
    <message>
        <source>x \text{ if } |x| &gt; \lambda \text{, else } 0</source>
        <translation>|x| &gt; \lambda \text{ 时为 } x\text{，否则为 } 0</translation>
    </message>
    <message>
        <source>otherwise</source>
        <translation>其他情况</translation>
    </message>
</context>
<context>
    <name>Examples</name>
    <message>
        <source>Figure 1</source>
        <translation>图 1</translation>
    </message>
    <message>
        <source>Tail precision</source>
        <translation>尾部精度</translation>
    </message>
    <message>
        <source>The coin</source>
        <translation>硬币</translation>
    </message>
</context>
<context>
    <name>Export</name>
    <message>
        <source>%1 must be positive, got %2</source>
        <translation>%1 必须为正数，实际为 %2</translation>
    </message>
    <message>
        <source>%1 must be at least %2, got %3</source>
        <translation>%1 必须至少为 %2，实际为 %3</translation>
    </message>
    <message>
        <source>%1 must be at most %2, got %3</source>
        <translation>%1 不能超过 %2，实际为 %3</translation>
    </message>
    <message>
        <source>scale must be between %1 and %2, got %3</source>
        <translation>缩放比例必须在 %1 到 %2 之间，实际为 %3</translation>
    </message>
    <message>
        <source>font scale must be between %1 and %2, got %3</source>
        <translation>文字大小必须在 %1 到 %2 之间，实际为 %3</translation>
    </message>
    <message>
        <source>%1 × %2 pixels is too large (at most %3 per side and %4 megapixels)</source>
        <translation>%1 × %2 像素过大（每边至多 %3 像素，总计至多 %4 百万像素）</translation>
    </message>
    <message>
        <source>a transparent background needs PNG or SVG, not %1</source>
        <translation>透明背景需要 PNG 或 SVG 格式，不支持 %1</translation>
    </message>
    <message>
        <source>no file name given</source>
        <translation>未指定文件名</translation>
    </message>
    <message>
        <source>&apos;%1&apos;: unknown image format &apos;%2&apos; (use .png, .jpg, .svg or .pdf)</source>
        <translation>“%1”：未知图像格式“%2”（请使用 .png、.jpg、.svg 或 .pdf）</translation>
    </message>
    <message>
        <source>there is no visible panel to export</source>
        <translation>没有可导出的可见面板</translation>
    </message>
    <message>
        <source>cannot render &apos;%1&apos; (out of memory?)</source>
        <translation>无法渲染“%1”（内存不足？）</translation>
    </message>
    <message>
        <source>at %1 with text size %2 the text would overlap, be cut off, cover the data or be too small: use %3 or text size %4</source>
        <translation>在 %1 尺寸、文字大小 %2 下，文字会重叠、被截断、遮住数据或太小：请使用 %3 或文字大小 %4</translation>
    </message>
    <message>
        <source>at %1 with text size %2 the text would overlap, be cut off, cover the data or be too small: use %3</source>
        <translation>在 %1 尺寸、文字大小 %2 下，文字会重叠、被截断、遮住数据或太小：请使用 %3</translation>
    </message>
    <message>
        <source>at %1 with text size %2 the text would overlap, be cut off, cover the data or be too small: use text size %3</source>
        <translation>在 %1 尺寸、文字大小 %2 下，文字会重叠、被截断、遮住数据或太小：请使用文字大小 %3</translation>
    </message>
    <message>
        <source>at %1 with text size %2 the text would overlap, be cut off, cover the data or be too small</source>
        <translation>在 %1 尺寸、文字大小 %2 下，文字会重叠、被截断、遮住数据或太小</translation>
    </message>
    <message>
        <source>&apos;%1&apos;: unknown format &apos;%2&apos; for a formula (use .png, .svg or .pdf)</source>
        <translation>“%1”：公式不支持的格式“%2”（请使用 .png、.svg 或 .pdf）</translation>
    </message>
    <message>
        <source>no math font is installed (install fonts-lmodern)</source>
        <translation>未安装数学字体（请安装 fonts-lmodern）</translation>
    </message>
    <message>
        <source>out of memory drawing the formula</source>
        <translation>绘制公式时内存不足</translation>
    </message>
    <message>
        <source>the title is longer than %1 characters</source>
        <translation>标题超过 %1 个字符</translation>
    </message>
    <message>
        <source>the title: %1 at column %2</source>
        <translation>标题：第 %2 列 %1</translation>
    </message>
    <message>
        <source>the title: an invisible or undecodable character (U+%1) at column %2</source>
        <translation>标题：第 %2 列有不可见或无法解码的字符（U+%1）</translation>
    </message>
    <message>
        <source>the heading is longer than %1 characters</source>
        <translation>总标题超过 %1 个字符</translation>
    </message>
    <message>
        <source>the heading: an invisible or undecodable character (U+%1) at column %2</source>
        <translation>总标题：第 %2 列有不可见或无法解码的字符（U+%1）</translation>
    </message>
    <message>
        <source>the heading: %1 at column %2</source>
        <translation>总标题：第 %2 列 %1</translation>
    </message>
</context>
<context>
    <name>Formulas</name>
    <message>
        <source>name</source>
        <translation>名称</translation>
    </message>
    <message>
        <source>expression</source>
        <translation>表达式</translation>
    </message>
    <message>
        <source>colour</source>
        <translation>颜色</translation>
    </message>
    <message>
        <source>style</source>
        <translation>线型</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is defined twice</source>
        <translation>“%1”被定义了两次</translation>
    </message>
    <message>
        <source>&apos;%1&apos; clashes with &apos;%2&apos; and its derivative</source>
        <translation>“%1”与“%2”及其导数的名称冲突</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not #rrggbb</source>
        <translation>“%1”不是 #rrggbb 格式</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not one of %2</source>
        <translation>“%1”不是 %2 之一</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>parameters</source>
        <translation>参数</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a parameter of the formula (its parameters: %2)</source>
        <translation>“%1”不是该公式的参数（其参数：%2）</translation>
    </message>
</context>
<context>
    <name>Handout</name>
    <message>
        <source>Handout</source>
        <translation>讲义</translation>
    </message>
    <message>
        <source>Step %1 of %2</source>
        <translation>第 %1 步，共 %2 步</translation>
    </message>
    <message>
        <source>%1 · step %2 of %3</source>
        <translation>%1 · 第 %2 步，共 %3 步</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>备注</translation>
    </message>
    <message>
        <source>a handout is a PDF: &apos;%1&apos; names another format</source>
        <translation>讲义是 PDF：&apos;%1&apos; 指定了其他格式</translation>
    </message>
    <message>
        <source>the handout could not be drawn</source>
        <translation>无法绘制讲义</translation>
    </message>
    <message>
        <source>Right answer: %1</source>
        <translation>正确答案：%1</translation>
    </message>
    <message>
        <source>Right answer: x = %1 on %2 (within ±%3)</source>
        <translation>正确答案：%2 上的 x = %1（±%3 以内）</translation>
    </message>
    <message>
        <source>Right answer: %1 (within ±%2)</source>
        <translation>正确答案：%1（±%2 以内）</translation>
    </message>
    <message>
        <source>Question for the room</source>
        <translation>给全场的问题</translation>
    </message>
</context>
<context>
    <name>Language</name>
    <message>
        <source>Language</source>
        <translation>语言</translation>
    </message>
    <message>
        <source>GELU Explorer will speak %1 when it starts again.</source>
        <translation>GELU Explorer 下次启动时将使用 %1。</translation>
    </message>
    <message>
        <source>Restart now</source>
        <translation>立即重启</translation>
    </message>
    <message>
        <source>Later</source>
        <translation>稍后</translation>
    </message>
    <message>
        <source>Follow the system</source>
        <translation>跟随系统</translation>
    </message>
</context>
<context>
    <name>Messages</name>
    <message>
        <source>GELU Explorer</source>
        <translation>GELU Explorer</translation>
    </message>
    <message>
        <source>Do you want to save them?</source>
        <translation>是否保存这些更改？</translation>
    </message>
</context>
<context>
    <name>Panels</name>
    <message>
        <source>Normal pdf</source>
        <translation>正态概率密度</translation>
    </message>
    <message>
        <source>Normal CDF</source>
        <translation>正态分布函数</translation>
    </message>
    <message>
        <source>Monte Carlo</source>
        <translation>蒙特卡洛</translation>
    </message>
    <message>
        <source>Activations</source>
        <translation>激活函数</translation>
    </message>
    <message>
        <source>Derivatives</source>
        <translation>导数</translation>
    </message>
    <message>
        <source>Approximation errors</source>
        <translation>近似误差</translation>
    </message>
    <message>
        <source>Side by side</source>
        <translation>并排对比</translation>
    </message>
    <message>
        <source>Neuron</source>
        <translation>神经元</translation>
    </message>
    <message>
        <source>Signal propagation</source>
        <translation>信号传播</translation>
    </message>
    <message>
        <source>Number formats</source>
        <translation>数值格式</translation>
    </message>
    <message>
        <source>Training</source>
        <translation>训练</translation>
    </message>
</context>
<context>
    <name>QDialog</name>
    <message>
        <source>Keys</source>
        <translation>按键</translation>
    </message>
    <message>
        <source>What</source>
        <translation>功能</translation>
    </message>
    <message>
        <source>Key</source>
        <translation>按键</translation>
    </message>
    <message>
        <source>In lecture mode (F5)</source>
        <translation>讲课模式下（F5）</translation>
    </message>
    <message>
        <source>GELU Explorer manual</source>
        <translation>GELU Explorer 手册</translation>
    </message>
    <message>
        <source>&amp;Find:</source>
        <translation>查找(&amp;F)：</translation>
    </message>
    <message>
        <source>a word in the manual, Enter for the next</source>
        <translation>手册中的词，按 Enter 查找下一个</translation>
    </message>
    <message>
        <source>Contents</source>
        <translation>目录</translation>
    </message>
    <message>
        <source>not found</source>
        <translation>未找到</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 / %2</translation>
    </message>
</context>
<context>
    <name>SceneFile</name>
    <message>
        <source>null</source>
        <translation>空值</translation>
    </message>
    <message>
        <source>a boolean</source>
        <translation>布尔值</translation>
    </message>
    <message>
        <source>a number</source>
        <translation>数字</translation>
    </message>
    <message>
        <source>a string</source>
        <translation>字符串</translation>
    </message>
    <message>
        <source>an array</source>
        <translation>数组</translation>
    </message>
    <message>
        <source>an object</source>
        <translation>对象</translation>
    </message>
    <message>
        <source>field &apos;%1&apos;: %2</source>
        <translation>字段“%1”：%2</translation>
    </message>
    <message>
        <source>unknown field</source>
        <translation>未知字段</translation>
    </message>
    <message>
        <source>must be a number, not %1</source>
        <translation>必须是数字，而不是%1</translation>
    </message>
    <message>
        <source>%1 is out of range %2..%3</source>
        <translation>%1 超出范围 %2..%3</translation>
    </message>
    <message>
        <source>must be true or false, not %1</source>
        <translation>必须是 true 或 false，而不是%1</translation>
    </message>
    <message>
        <source>must be a string, not %1</source>
        <translation>必须是字符串，而不是%1</translation>
    </message>
    <message>
        <source>is longer than %1 characters</source>
        <translation>长度超过 %1 个字符</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not one of %2</source>
        <translation>“%1”不是 %2 之一</translation>
    </message>
    <message>
        <source>must be an object, not %1</source>
        <translation>必须是对象，而不是%1</translation>
    </message>
    <message>
        <source>must be an array of ids, not %1</source>
        <translation>必须是 id 数组，而不是%1</translation>
    </message>
    <message>
        <source>unknown id &apos;%1&apos; (known: %2)</source>
        <translation>未知 id“%1”（可用：%2）</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is listed twice</source>
        <translation>“%1”列出了两次</translation>
    </message>
    <message>
        <source>must be an array of two numbers [min, max]</source>
        <translation>必须是包含两个数字的数组 [min, max]</translation>
    </message>
    <message>
        <source>must lie within -%1..%1</source>
        <translation>必须在 -%1..%1 范围内</translation>
    </message>
    <message>
        <source>max must exceed min by at least %1</source>
        <translation>max 必须比 min 至少大 %1</translation>
    </message>
    <message>
        <source>must be an array of objects, not %1</source>
        <translation>必须是对象数组，而不是%1</translation>
    </message>
    <message>
        <source>more than %1 formulas</source>
        <translation>公式超过 %1 个</translation>
    </message>
    <message>
        <source>needs an id and an expression</source>
        <translation>需要 id 和表达式</translation>
    </message>
    <message>
        <source>missing (expected &quot;%1&quot;)</source>
        <translation>缺失（应为 &quot;%1&quot;）</translation>
    </message>
    <message>
        <source>must be &quot;%1&quot;</source>
        <translation>必须是 &quot;%1&quot;</translation>
    </message>
    <message>
        <source>missing</source>
        <translation>缺失</translation>
    </message>
    <message>
        <source>%1 is not supported (this program reads version %2)</source>
        <translation>不支持版本 %1（本程序读取的是版本 %2）</translation>
    </message>
    <message>
        <source>must be base64</source>
        <translation>必须是 base64 编码</translation>
    </message>
    <message>
        <source>the file is larger than %1 KiB</source>
        <translation>文件大于 %1 KiB</translation>
    </message>
    <message>
        <source>the file is empty</source>
        <translation>文件为空</translation>
    </message>
    <message>
        <source>not valid JSON at line %1, column %2: %3</source>
        <translation>第 %1 行第 %2 列不是有效的 JSON：%3</translation>
    </message>
    <message>
        <source>the top level must be a JSON object</source>
        <translation>顶层必须是 JSON 对象</translation>
    </message>
    <message>
        <source>%1: no such example</source>
        <translation>%1：没有此示例</translation>
    </message>
    <message>
        <source>field &apos;%1&apos;: appears twice</source>
        <translation>字段“%1”：出现了两次</translation>
    </message>
    <message>
        <source>field &apos;%1&apos;: %2 is not exactly representable as a number; write it as a string of digits</source>
        <translation>字段“%1”：%2 无法精确表示为数字；请写成数字字符串</translation>
    </message>
    <message>
        <source>must be a whole number, got %1</source>
        <translation>必须是整数，实际为 %1</translation>
    </message>
    <message>
        <source>must be at least 1</source>
        <translation>必须至少为 1</translation>
    </message>
    <message>
        <source>must be at least %1</source>
        <translation>必须至少为 %1</translation>
    </message>
    <message>
        <source>must be an array of 1 to %1 unit counts</source>
        <translation>必须是含 1 到 %1 个单元数的数组</translation>
    </message>
    <message>
        <source>must be a whole number 1..%1</source>
        <translation>必须是 1..%1 的整数</translation>
    </message>
    <message>
        <source>must list 1 to %1 activations</source>
        <translation>必须列出 1 到 %1 个激活函数</translation>
    </message>
    <message>
        <source>is past the run&apos;s %1 epochs</source>
        <translation>超出了训练的 %1 轮</translation>
    </message>
    <message>
        <source>must be a string or an object of languages, not %1</source>
        <translation>必须是字符串或语言对象，而不是%1</translation>
    </message>
    <message>
        <source>names no language</source>
        <translation>未指定任何语言</translation>
    </message>
    <message>
        <source>is not a language code like &quot;en&quot;, &quot;de&quot; or &quot;zh_CN&quot;</source>
        <translation>不是 &quot;en&quot;、&quot;de&quot; 或 &quot;zh_CN&quot; 这样的语言代码</translation>
    </message>
    <message>
        <source>must be an array, not %1</source>
        <translation>必须是数组，而不是%1</translation>
    </message>
    <message>
        <source>is not a scene change (a step&apos;s panels are its &quot;panels&quot;)</source>
        <translation>不是场景更改（步骤的面板写在 &quot;panels&quot; 中）</translation>
    </message>
    <message>
        <source>missing (1 to 4 panel ids)</source>
        <translation>缺失（1 到 4 个面板 ID）</translation>
    </message>
    <message>
        <source>must list 1 to 4 panels, not %1</source>
        <translation>必须列出 1 到 4 个面板，而不是 %1 个</translation>
    </message>
    <message>
        <source>unknown panel &apos;%1&apos; (known: %2)</source>
        <translation>未知面板 &apos;%1&apos;（已知：%2）</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not one of none, simulation, sweep, training</source>
        <translation>&apos;%1&apos; 不是 none、simulation、sweep、training 之一</translation>
    </message>
    <message>
        <source>needs both &quot;from&quot; and &quot;to&quot;, or neither</source>
        <translation>需要同时给出 &quot;from&quot; 和 &quot;to&quot;，或都不给</translation>
    </message>
    <message>
        <source>must be at least 0.1 from &quot;from&quot;</source>
        <translation>必须与 &quot;from&quot; 相差至少 0.1</translation>
    </message>
    <message>
        <source>more than %1 fragments</source>
        <translation>超过 %1 个片段</translation>
    </message>
    <message>
        <source>must hold 1 to %1 steps, not %2</source>
        <translation>必须包含 1 到 %1 个步骤，而不是 %2 个</translation>
    </message>
    <message>
        <source>%1: no such deck</source>
        <translation>%1：没有这个讲稿</translation>
    </message>
    <message>
        <source>every step is hidden</source>
        <translation>所有步骤都被隐藏</translation>
    </message>
    <message>
        <source>the number %1 is beyond the range of numbers</source>
        <translation>数字 %1 超出了数值范围</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a whole number 0..18446744073709551615 (digits only)</source>
        <translation>“%1”不是 0..18446744073709551615 范围内的整数（只能包含数字）</translation>
    </message>
    <message>
        <source>%1: %2 at column %3</source>
        <translation>%1：第 %3 列%2</translation>
    </message>
    <message>
        <source>%1 epochs of this training would take more than an hour: at most %2 fit (or fewer points, units or activations, or a larger batch)</source>
        <translation>此训练的 %1 个周期需要超过一小时：最多可容纳 %2 个（或减少点数、单元或激活函数，或增大批量）</translation>
    </message>
    <message>
        <source>holds at most %1 views</source>
        <translation>最多包含 %1 个视图</translation>
    </message>
    <message>
        <source>must be a name of 1 to %1 characters that is not a built-in view&apos;s id</source>
        <translation>必须是 1 到 %1 个字符的名称，且不是内置视图的 id</translation>
    </message>
    <message>
        <source>this figure carries no scene (it was not made by GELU Explorer, or was edited since)</source>
        <translation>此插图不携带场景（并非由 GELU Explorer 生成，或之后被编辑过）</translation>
    </message>
    <message>
        <source>this web page carries no scene (it was not exported by GELU Explorer, or was edited since)</source>
        <translation>此网页不携带场景（并非由 GELU Explorer 导出，或之后被编辑过）</translation>
    </message>
    <message>
        <source>this web page carries no deck (it was not exported by GELU Explorer, or was edited since)</source>
        <translation>此网页不携带演示文稿（并非由 GELU Explorer 导出，或之后被编辑过）</translation>
    </message>
    <message>
        <source>its deck is larger than %1 MiB</source>
        <translation>其演示文稿大于 %1 MiB</translation>
    </message>
    <message>
        <source>larger than %1 MiB</source>
        <translation>大于 %1 MiB</translation>
    </message>
    <message>
        <source>must list 2 to %1 choices, not %2</source>
        <translation>必须列出 2 到 %1 个选项，而不是 %2</translation>
    </message>
    <message>
        <source>a JPEG figure carries no scene (PNG, SVG and PDF figures made by GELU Explorer do)</source>
        <translation>JPEG 插图不携带场景（GELU Explorer 生成的 PNG、SVG 和 PDF 插图携带）</translation>
    </message>
    <message>
        <source>%1: %2 at line %3, column %4</source>
        <translation>%1：第 %3 行第 %4 列%2</translation>
    </message>
    <message>
        <source>%1 is out of range for every field</source>
        <translation>%1 超出所有字段的范围</translation>
    </message>
</context>
<context>
    <name>Spoken</name>
    <message>
        <source>equals</source>
        <translation>等于</translation>
    </message>
    <message>
        <source>is approximately</source>
        <translation>约等于</translation>
    </message>
    <message>
        <source>is distributed as</source>
        <translation>服从</translation>
    </message>
    <message>
        <source>is less than or equal to</source>
        <translation>小于或等于</translation>
    </message>
    <message>
        <source>is greater than or equal to</source>
        <translation>大于或等于</translation>
    </message>
    <message>
        <source>is less than</source>
        <translation>小于</translation>
    </message>
    <message>
        <source>is greater than</source>
        <translation>大于</translation>
    </message>
    <message>
        <source>is not equal to</source>
        <translation>不等于</translation>
    </message>
    <message>
        <source>is identical to</source>
        <translation>恒等于</translation>
    </message>
    <message>
        <source>is proportional to</source>
        <translation>正比于</translation>
    </message>
    <message>
        <source>tends to</source>
        <translation>趋于</translation>
    </message>
    <message>
        <source>is in</source>
        <translation>属于</translation>
    </message>
    <message>
        <source>plus</source>
        <translation>加</translation>
    </message>
    <message>
        <source>minus</source>
        <translation>减</translation>
    </message>
    <message>
        <source>plus or minus</source>
        <translation>正负</translation>
    </message>
    <message>
        <source>times</source>
        <translation>乘以</translation>
    </message>
    <message>
        <source>over</source>
        <translation>除以</translation>
    </message>
    <message>
        <source>infinity</source>
        <translation>无穷大</translation>
    </message>
    <message>
        <source>partial</source>
        <translation>偏</translation>
    </message>
    <message>
        <source>nabla</source>
        <translation>nabla</translation>
    </message>
    <message>
        <source>prime</source>
        <translation>撇</translation>
    </message>
    <message>
        <source>double prime</source>
        <translation>两撇</translation>
    </message>
    <message>
        <source>triple prime</source>
        <translation>三撇</translation>
    </message>
    <message>
        <source>the sum</source>
        <translation>求和</translation>
    </message>
    <message>
        <source>the product</source>
        <translation>求积</translation>
    </message>
    <message>
        <source>the integral</source>
        <translation>积分</translation>
    </message>
    <message>
        <source>transposed</source>
        <translation>转置</translation>
    </message>
    <message>
        <source>bar</source>
        <translation>竖线</translation>
    </message>
    <message>
        <source>dot dot dot</source>
        <translation>省略号</translation>
    </message>
    <message>
        <source>factorial</source>
        <translation>阶乘</translation>
    </message>
    <message>
        <source>of</source>
        <translation>的</translation>
    </message>
    <message>
        <source>sub %1</source>
        <translation>下标 %1</translation>
    </message>
    <message>
        <source>squared</source>
        <translation>的平方</translation>
    </message>
    <message>
        <source>cubed</source>
        <translation>的立方</translation>
    </message>
    <message>
        <source>to the power %1</source>
        <translation>的 %1 次方</translation>
    </message>
    <message>
        <source>to the power %1, end power</source>
        <translation>的 %1 次方，指数结束</translation>
    </message>
    <message>
        <source>from %1</source>
        <translation>从 %1</translation>
    </message>
    <message>
        <source>to %1</source>
        <translation>到 %1</translation>
    </message>
    <message>
        <source>%1 over %2</source>
        <translation>%1 除以 %2</translation>
    </message>
    <message>
        <source>the fraction %1 over %2, end fraction</source>
        <translation>分数 %1 除以 %2，分数结束</translation>
    </message>
    <message>
        <source>the root of index %1 of %2, end root</source>
        <translation>%2 的 %1 次方根，根式结束</translation>
    </message>
    <message>
        <source>the square root of %1</source>
        <translation>%1 的平方根</translation>
    </message>
    <message>
        <source>the square root of %1, end root</source>
        <translation>%1 的平方根，根式结束</translation>
    </message>
    <message>
        <source>%1 bar</source>
        <translation>%1 拔</translation>
    </message>
    <message>
        <source>%1 hat</source>
        <translation>%1 尖</translation>
    </message>
    <message>
        <source>%1 tilde</source>
        <translation>%1 波浪</translation>
    </message>
    <message>
        <source>%1 dot</source>
        <translation>%1 点</translation>
    </message>
    <message>
        <source>%1 when %2</source>
        <translation>当 %2 时为 %1</translation>
    </message>
    <message>
        <source>cases: %1</source>
        <translation>分情况：%1</translation>
    </message>
</context>
<context>
    <name>StepVideos</name>
    <message>
        <source>&apos;%1&apos; is not a folder</source>
        <translation>&apos;%1&apos; 不是文件夹</translation>
    </message>
    <message>
        <source>cannot make the folder &apos;%1&apos;: %2</source>
        <translation>无法创建文件夹 &apos;%1&apos;：%2</translation>
    </message>
    <message>
        <source>the folder &apos;%1&apos; does not exist</source>
        <translation>文件夹 &apos;%1&apos; 不存在</translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation>已取消</translation>
    </message>
</context>
<context>
    <name>Typeset</name>
    <message>
        <source>the formula is longer than %1 characters</source>
        <translation>公式超过 %1 个字符</translation>
    </message>
    <message>
        <source>%1 at column %2</source>
        <translation>第 %2 列：%1</translation>
    </message>
    <message>
        <source>\%1 needs {…}</source>
        <translation>\%1 需要 {…}</translation>
    </message>
    <message>
        <source>missing } for the { of \%1</source>
        <translation>\%1 的 { 缺少对应的 }</translation>
    </message>
    <message>
        <source>a $ begins a formula that no $ ends (write \$ for a dollar sign)</source>
        <translation>$ 开始的公式没有以 $ 结束（美元符号请写作 \$）</translation>
    </message>
    <message>
        <source>%1 is missing its argument</source>
        <translation>%1 缺少参数</translation>
    </message>
    <message>
        <source>\%1 needs a delimiter</source>
        <translation>\%1 需要一个定界符</translation>
    </message>
    <message>
        <source>\%1 cannot be a delimiter</source>
        <translation>\%1 不能作为定界符</translation>
    </message>
    <message>
        <source>&apos;%1&apos; cannot be a delimiter</source>
        <translation>“%1”不能作为定界符</translation>
    </message>
    <message>
        <source>double superscript</source>
        <translation>重复的上标</translation>
    </message>
    <message>
        <source>double subscript</source>
        <translation>重复的下标</translation>
    </message>
    <message>
        <source>a case has two columns</source>
        <translation>每种情况只有两列</translation>
    </message>
    <message>
        <source>\begin and \end need {name}</source>
        <translation>\begin 和 \end 需要 {名称}</translation>
    </message>
    <message>
        <source>missing } after the environment&apos;s name</source>
        <translation>环境名称后缺少 }</translation>
    </message>
    <message>
        <source>a formula cannot end with \</source>
        <translation>公式不能以 \ 结尾</translation>
    </message>
    <message>
        <source>\right without \left</source>
        <translation>\right 缺少 \left</translation>
    </message>
    <message>
        <source>\operatorname needs a name</source>
        <translation>\operatorname 需要一个名称</translation>
    </message>
    <message>
        <source>\%1 must follow an operator</source>
        <translation>\%1 必须跟在运算符之后</translation>
    </message>
    <message>
        <source>unknown environment {%1}</source>
        <translation>未知的环境 {%1}</translation>
    </message>
    <message>
        <source>\end{%1} without \begin</source>
        <translation>\end{%1} 缺少 \begin</translation>
    </message>
    <message>
        <source>unknown command \%1</source>
        <translation>未知命令 \%1</translation>
    </message>
    <message>
        <source>&apos;%1&apos; must be written \%1</source>
        <translation>“%1”必须写作 \%1</translation>
    </message>
    <message>
        <source>an invisible character (U+%1)</source>
        <translation>不可见字符（U+%1）</translation>
    </message>
    <message>
        <source>the formula nests deeper than %1 levels</source>
        <translation>公式嵌套超过 %1 层</translation>
    </message>
    <message>
        <source>missing } for this {</source>
        <translation>此 { 缺少对应的 }</translation>
    </message>
    <message>
        <source>missing ] for this [</source>
        <translation>此 [ 缺少对应的 ]</translation>
    </message>
    <message>
        <source>\left without \right</source>
        <translation>\left 缺少 \right</translation>
    </message>
    <message>
        <source>unmatched }</source>
        <translation>多余的 }</translation>
    </message>
    <message>
        <source>an aligned row has at most %1 columns</source>
        <translation>aligned 的一行最多有 %1 列</translation>
    </message>
    <message>
        <source>more than 64 rows</source>
        <translation>超过 64 行</translation>
    </message>
    <message>
        <source>\\ outside cases or aligned</source>
        <translation>\\ 出现在 cases 或 aligned 之外</translation>
    </message>
    <message>
        <source>&amp; outside cases or aligned</source>
        <translation>&amp; 出现在 cases 或 aligned 之外</translation>
    </message>
    <message>
        <source>\begin{%1} without \end{%1}</source>
        <translation>\begin{%1} 缺少 \end{%1}</translation>
    </message>
</context>
<context>
    <name>Views</name>
    <message>
        <source>The idea</source>
        <translation>核心思想</translation>
    </message>
    <message>
        <source>Approximations</source>
        <translation>近似</translation>
    </message>
    <message>
        <source>Derivatives</source>
        <translation>导数</translation>
    </message>
    <message>
        <source>Side by side</source>
        <translation>并排对比</translation>
    </message>
    <message>
        <source>Number formats</source>
        <translation>数值格式</translation>
    </message>
    <message>
        <source>Training</source>
        <translation>训练</translation>
    </message>
    <message>
        <source>Signal propagation</source>
        <translation>信号传播</translation>
    </message>
    <message>
        <source>The neuron</source>
        <translation>神经元</translation>
    </message>
</context>
<context>
    <name>Web</name>
    <message>
        <source>Normal pdf $\varphi(x)$</source>
        <translation>正态概率密度 $\varphi(x)$</translation>
    </message>
    <message>
        <source>Normal density%1; at x = %2, φ(x) = %3.</source>
        <translation>正态密度%1；在 x = %2 处，φ(x) = %3。</translation>
    </message>
    <message>
        <source>%1 must be a number.</source>
        <translation>%1 必须是数字。</translation>
    </message>
    <message>
        <source>%1 is not a scene: %2</source>
        <translation>%1 不是场景：%2</translation>
    </message>
    <message>
        <source>%1 is not a deck: %2</source>
        <translation>%1 不是讲稿：%2</translation>
    </message>
    <message>
        <source>%1 could not be opened: %2</source>
        <translation>无法打开 %1：%2</translation>
    </message>
    <message>
        <source>Open…</source>
        <translation>打开…</translation>
    </message>
    <message>
        <source>A scene or a deck (.gelu.json, .gelu-deck.json)</source>
        <translation>场景或讲稿（.gelu.json、.gelu-deck.json）</translation>
    </message>
    <message>
        <source>error (ULPs)</source>
        <translation>误差（ULP）</translation>
    </message>
    <message>
        <source>Back to the lecturer&apos;s state.</source>
        <translation>已恢复到讲师的状态。</translation>
    </message>
    <message>
        <source>x = %1 is outside the plot&apos;s range %2 … %3: x = %4.</source>
        <translation>x = %1 超出了图的范围 %2 … %3：x = %4。</translation>
    </message>
    <message>
        <source>Reset to the lecturer&apos;s state</source>
        <translation>恢复到讲师的状态</translation>
    </message>
    <message>
        <source>Controls</source>
        <translation>控件</translation>
    </message>
    <message>
        <source>Run to n draws</source>
        <translation>运行到 n 次抽样</translation>
    </message>
    <message>
        <source>The seed is a whole number from 0.</source>
        <translation>种子是从 0 起的整数。</translation>
    </message>
    <message>
        <source>The last draws of the mask</source>
        <translation>掩码的最近几次抽样</translation>
    </message>
    <message>
        <source>Add formula</source>
        <translation>添加公式</translation>
    </message>
    <message>
        <source>Write a formula as id = expression of x, e.g. f = x*sigmoid(1.5*x).</source>
        <translation>按 id = x 的表达式 的形式写公式，例如 f = x*sigmoid(1.5*x)。</translation>
    </message>
    <message>
        <source>Training to epoch %1: press Play.</source>
        <translation>训练到第 %1 轮：按播放。</translation>
    </message>
    <message>
        <source>Tick a curve other than GELU in “%1” to compare it with GELU.</source>
        <translation>在“%1”中勾选 GELU 以外的一条曲线以与 GELU 比较。</translation>
    </message>
    <message>
        <source>Steps</source>
        <translation>步骤</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>后退</translation>
    </message>
    <message>
        <source>On</source>
        <translation>前进</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>步骤</translation>
    </message>
    <message>
        <source>▶ Play (P)</source>
        <translation>▶ 播放 (P)</translation>
    </message>
    <message>
        <source>Notes, next step and timers in a second window</source>
        <translation>在第二个窗口中显示备注、下一步和计时</translation>
    </message>
    <message>
        <source>Presenter view</source>
        <translation>演讲者视图</translation>
    </message>
    <message>
        <source>Every step down one page, each live</source>
        <translation>所有步骤排在一页上，每步都可交互</translation>
    </message>
    <message>
        <source>Study all steps</source>
        <translation>学习所有步骤</translation>
    </message>
    <message>
        <source>The browser kept the presenter window from opening: allow pop-ups here.</source>
        <translation>浏览器阻止了演讲者窗口：请允许此处的弹出窗口。</translation>
    </message>
    <message>
        <source>Back to presenting</source>
        <translation>返回演示</translation>
    </message>
    <message>
        <source>Reset this step</source>
        <translation>重置此步骤</translation>
    </message>
    <message>
        <source>What this page carries was refused: %1</source>
        <translation>此页面所含内容被拒绝：%1</translation>
    </message>
    <message>
        <source>No notes for this step.</source>
        <translation>此步骤没有备注。</translation>
    </message>
    <message>
        <source>Follow the lecture</source>
        <translation>跟随课程</translation>
    </message>
    <message>
        <source>The room&apos;s answers</source>
        <translation>全场的回答</translation>
    </message>
    <message>
        <source>The lecture&apos;s screen is black</source>
        <translation>课程屏幕已变黑</translation>
    </message>
    <message>
        <source>Question</source>
        <translation>问题</translation>
    </message>
    <message>
        <source>Reveal answers (A)</source>
        <translation>显示回答 (A)</translation>
    </message>
    <message>
        <source>Answers (CSV)</source>
        <translation>回答 (CSV)</translation>
    </message>
    <message>
        <source>Sent. You may change your answer until the lecturer shows the answers.</source>
        <translation>已发送。在讲师公布答案之前，你可以修改回答。</translation>
    </message>
    <message>
        <source>Not taken: the answers are closed.</source>
        <translation>未被接受：回答已关闭。</translation>
    </message>
    <message>
        <source>Send</source>
        <translation>发送</translation>
    </message>
    <message>
        <source>Your answer</source>
        <translation>你的回答</translation>
    </message>
    <message>
        <source>Drag x along %1 (or type it), then send.</source>
        <translation>沿 %1 拖动 x（或直接输入），然后发送。</translation>
    </message>
    <message>
        <source>Pick one first.</source>
        <translation>请先选择一项。</translation>
    </message>
    <message>
        <source>Type a number first.</source>
        <translation>请先输入一个数。</translation>
    </message>
    <message>
        <source>Not connected to the lecture.</source>
        <translation>未连接到课程。</translation>
    </message>
    <message>
        <source>Sending…</source>
        <translation>正在发送…</translation>
    </message>
    <message>
        <source>The right answer: %1.</source>
        <translation>正确答案：%1。</translation>
    </message>
    <message>
        <source>The right answer: x = %1.</source>
        <translation>正确答案：x = %1。</translation>
    </message>
    <message>
        <source> · answered: %1</source>
        <translation> · 已回答：%1</translation>
    </message>
    <message>
        <source>%1 following</source>
        <translation>%1 人跟随</translation>
    </message>
    <message>
        <source> · the screen is black (B)</source>
        <translation> · 屏幕已变黑 (B)</translation>
    </message>
    <message>
        <source>Connecting to the room…</source>
        <translation>正在连接全场…</translation>
    </message>
    <message>
        <source>Hide answers (A)</source>
        <translation>隐藏回答 (A)</translation>
    </message>
    <message>
        <source>Connecting to the lecture…</source>
        <translation>正在连接课程…</translation>
    </message>
    <message>
        <source>Exploring on your own.</source>
        <translation>正在自行探索。</translation>
    </message>
    <message>
        <source>Following the lecture.</source>
        <translation>正在跟随课程。</translation>
    </message>
    <message>
        <source>Not taken: x is off the step&apos;s plot.</source>
        <translation>未被接受：x 超出了本步图的范围。</translation>
    </message>
    <message>
        <source>Not taken.</source>
        <translation>未被接受。</translation>
    </message>
    <message>
        <source>Normal density%1; the area under it up to x = %2 is shaded: Φ(x) = %3.</source>
        <translation>正态密度%1；x = %2 以左的曲线下面积已着色：Φ(x) = %3。</translation>
    </message>
    <message>
        <source>The normal distribution function Φ%1; at x = %2 the mask keeps x with probability %3.</source>
        <translation>正态分布函数 Φ%1；在 x = %2 处，掩码以概率 %3 保留 x。</translation>
    </message>
    <message>
        <source>Activation functions over x from %1 to %2: %3. At x = %4: %5.</source>
        <translation>x 从 %1 到 %2 的激活函数：%3。在 x = %4 处：%5。</translation>
    </message>
    <message>
        <source>No draws yet at x = %1; the target x·Φ(x) is %2.</source>
        <translation>在 x = %1 处尚无抽样；目标 x·Φ(x) 为 %2。</translation>
    </message>
    <message>
        <source>Draws: %1 at x = %2 (seed %3); x kept in %4 of them; running mean %5, target x·Φ(x) = %6.</source>
        <translation>抽样 %1 次，x = %2（种子 %3）；其中保留 x %4 次；累计均值 %5，目标 x·Φ(x) = %6。</translation>
    </message>
    <message>
        <source>Derivatives over x from %1 to %2. At x = %3: %4.</source>
        <translation>x 从 %1 到 %2 的导数。在 x = %3 处：%4。</translation>
    </message>
    <message>
        <source>Errors of the approximations against the exact GELU: %1.</source>
        <translation>各近似相对精确 GELU 的误差：%1。</translation>
    </message>
    <message>
        <source>At x = %1: %2.</source>
        <translation>在 x = %1 处：%2。</translation>
    </message>
    <message>
        <source>Pre-activation variance through %1 layers of width %2: %3.</source>
        <translation>经过 %1 层、宽度 %2 的预激活方差：%3。</translation>
    </message>
    <message>
        <source>A gated unit (%1): z = %2, g = %3, %4(g) = %5, output %6.</source>
        <translation>门控单元（%1）：z = %2，g = %3，%4(g) = %5，输出 %6。</translation>
    </message>
    <message>
        <source>A neuron with inputs %1 and %2, weights %3 and %4, bias %5: z = %6, %7(z) = %8.</source>
        <translation>输入为 %1 和 %2、权重为 %3 和 %4、偏置为 %5 的神经元：z = %6，%7(z) = %8。</translation>
    </message>
    <message>
        <source>%1: epoch %2, test loss %3, test accuracy %4, %5 dead units</source>
        <translation>%1：第 %2 轮，测试损失 %3，测试准确率 %4，%5 个死亡单元</translation>
    </message>
    <message>
        <source>to n = %1</source>
        <translation>到 n = %1</translation>
    </message>
</context>
<context>
    <name>WebContent</name>
    <message>
        <source>every step is hidden: there is nothing to show</source>
        <translation>所有步骤都已隐藏：没有可显示的内容</translation>
    </message>
    <message>
        <source>the first step&apos;s scene does not apply</source>
        <translation>第一步的场景无法应用</translation>
    </message>
</context>
<context>
    <name>ui::ActivationsPanel</name>
    <message>
        <source>Activations: GELU beside its approximations and ReLU-like units</source>
        <translation>激活函数：GELU 及其近似和类 ReLU 单元</translation>
    </message>
    <message>
        <source>Activations: GELU beside its tanh approximation</source>
        <translation>激活函数：GELU 及其 tanh 近似</translation>
    </message>
    <message>
        <source>Activations: GELU beside its sigmoid approximation</source>
        <translation>激活函数：GELU 及其 sigmoid 近似</translation>
    </message>
    <message>
        <source>Activations: GELU beside its tanh approximation and other units</source>
        <translation>激活函数：GELU 及其 tanh 近似与其他单元</translation>
    </message>
    <message>
        <source>Activations: GELU beside its sigmoid approximation and other units</source>
        <translation>激活函数：GELU 及其 sigmoid 近似与其他单元</translation>
    </message>
    <message>
        <source>Monte Carlo mean ± 95%</source>
        <translation>蒙特卡洛均值 ± 95%</translation>
    </message>
    <message>
        <source>neuron output</source>
        <translation>神经元输出</translation>
    </message>
    <message>
        <source>Activations</source>
        <translation>激活函数</translation>
    </message>
    <message>
        <source>Activations: GELU beside its approximations</source>
        <translation>激活函数：GELU 及其近似</translation>
    </message>
    <message>
        <source>Activations: GELU beside other units</source>
        <translation>激活函数：GELU 与其他单元</translation>
    </message>
    <message>
        <source>Activations: GELU</source>
        <translation>激活函数：GELU</translation>
    </message>
</context>
<context>
    <name>ui::AnimationDialog</name>
    <message>
        <source>Export animation</source>
        <translation>导出动画</translation>
    </message>
    <message>
        <source>Sweep of x over the view</source>
        <translation>x 扫过整个视图</translation>
    </message>
    <message>
        <source>The Monte Carlo run</source>
        <translation>蒙特卡洛模拟过程</translation>
    </message>
    <message>
        <source>This lecture step (step %1)</source>
        <translation>当前讲课步骤（第 %1 步）</translation>
    </message>
    <message>
        <source>&amp;Animation:</source>
        <translation>动画(&amp;A)：</translation>
    </message>
    <message>
        <source>The sheet of six panels</source>
        <translation>六个面板的组图</translation>
    </message>
    <message>
        <source>&amp;Shows:</source>
        <translation>显示内容(&amp;S)：</translation>
    </message>
    <message>
        <source>to</source>
        <translation>到</translation>
    </message>
    <message>
        <source>x &amp;from:</source>
        <translation>x 从(&amp;F)：</translation>
    </message>
    <message>
        <source> s</source>
        <translation> 秒</translation>
    </message>
    <message>
        <source>&amp;Duration:</source>
        <translation>时长(&amp;D)：</translation>
    </message>
    <message>
        <source>GIF plays at most 50 frames a second (its delays are in 1/100 s)</source>
        <translation>GIF 每秒最多播放 50 帧（其帧延迟以 1/100 秒为单位）</translation>
    </message>
    <message>
        <source>&amp;Frames per second:</source>
        <translation>每秒帧数(&amp;F)：</translation>
    </message>
    <message>
        <source> px</source>
        <translation> 像素</translation>
    </message>
    <message>
        <source>Si&amp;ze:</source>
        <translation>尺寸(&amp;Z)：</translation>
    </message>
    <message>
        <source>S&amp;cale:</source>
        <translation>缩放(&amp;C)：</translation>
    </message>
    <message>
        <source>Transparent (WebP, APNG)</source>
        <translation>透明（WebP、APNG）</translation>
    </message>
    <message>
        <source>&amp;Background:</source>
        <translation>背景(&amp;B)：</translation>
    </message>
    <message>
        <source>&amp;Text size:</source>
        <translation>文字大小(&amp;T)：</translation>
    </message>
    <message>
        <source>B&amp;rowse…</source>
        <translation>浏览(&amp;R)…</translation>
    </message>
    <message>
        <source>F&amp;ile:</source>
        <translation>文件(&amp;I)：</translation>
    </message>
    <message>
        <source>&amp;Export</source>
        <translation>导出(&amp;E)</translation>
    </message>
    <message>
        <source>Cancelled: nothing was written.</source>
        <translation>已取消：未写入任何内容。</translation>
    </message>
    <message>
        <source>Not exported: %1</source>
        <translation>未导出：%1</translation>
    </message>
    <message>
        <source>MP4 video (*.mp4);;WebM video (*.webm);;GIF (*.gif);;Animated WebP (*.webp);;Animated PNG (*.apng)</source>
        <translation>MP4 视频 (*.mp4);;WebM 视频 (*.webm);;GIF 动画 (*.gif);;WebP 动画 (*.webp);;PNG 动画 (*.apng)</translation>
    </message>
    <message>
        <source>The deep network&apos;s layers, one by one</source>
        <translation>深层网络的各层，逐层出现</translation>
    </message>
    <message>
        <source>The networks training, epoch by epoch</source>
        <translation>网络逐轮训练</translation>
    </message>
</context>
<context>
    <name>ui::AudienceOverlay</name>
    <message>
        <source>End of the lecture</source>
        <translation>课程结束</translation>
    </message>
    <message>
        <source>Esc leaves · ← goes back</source>
        <translation>Esc 退出 · ← 返回</translation>
    </message>
    <message>
        <source>Join the lecture</source>
        <translation>加入讲座</translation>
    </message>
    <message numerus="yes">
        <source>%n following</source>
        <translation>
            <numerusform>%n 人在跟随</numerusform>
        </translation>
    </message>
    <message>
        <source>Answered: %1 · right: %2</source>
        <translation>已回答：%1 · 正确：%2</translation>
    </message>
    <message>
        <source>Answered: %1</source>
        <translation>已回答：%1</translation>
    </message>
    <message>
        <source>● an answer    ○ the right answer (±%1)</source>
        <translation>● 一个回答    ○ 正确答案（±%1）</translation>
    </message>
    <message>
        <source>■ answers    ┆ the right answer (±%1)</source>
        <translation>■ 回答    ┆ 正确答案（±%1）</translation>
    </message>
    <message>
        <source>right: x = %1</source>
        <translation>正确：x = %1</translation>
    </message>
    <message>
        <source>right: %1</source>
        <translation>正确：%1</translation>
    </message>
</context>
<context>
    <name>ui::CdfPanel</name>
    <message>
        <source>$\Phi(x)$: the probability that the mask keeps $x$</source>
        <translation>$\Phi(x)$：掩码保留 $x$ 的概率</translation>
    </message>
</context>
<context>
    <name>ui::ChecklistMenu</name>
    <message>
        <source>%1 at most: untick one to choose another</source>
        <translation>最多 %1 个：取消勾选一个以选择另一个</translation>
    </message>
    <message>
        <source>Up to %1</source>
        <translation>最多 %1 个</translation>
    </message>
</context>
<context>
    <name>ui::ComparePanel</name>
    <message>
        <source>Side by side: each curve on identical axes</source>
        <translation>并排对比：每条曲线使用相同的坐标轴</translation>
    </message>
    <message>
        <source>Difference to GELU</source>
        <translation>与 GELU 之差</translation>
    </message>
    <message>
        <source>Plots each curve minus GELU instead of the curve</source>
        <translation>绘制每条曲线减去 GELU 的差值，而不是曲线本身</translation>
    </message>
    <message>
        <source>Previous page of curves</source>
        <translation>上一页曲线</translation>
    </message>
    <message>
        <source>Shows the curves before these</source>
        <translation>显示当前曲线之前的曲线</translation>
    </message>
    <message>
        <source>Next page of curves</source>
        <translation>下一页曲线</translation>
    </message>
    <message>
        <source>Shows the curves after these</source>
        <translation>显示当前曲线之后的曲线</translation>
    </message>
    <message>
        <source>page %1 of %2</source>
        <translation>第 %1 页，共 %2 页</translation>
    </message>
    <message>
        <source>Curves %1–%2 of %3 (page %4 of %5)</source>
        <translation>曲线 %1–%2，共 %3 条（第 %4 页，共 %5 页）</translation>
    </message>
    <message>
        <source>Side by side: each curve minus GELU, on identical axes</source>
        <translation>并排对比：每条曲线减去 GELU，使用相同的坐标轴</translation>
    </message>
    <message>
        <source>Side by side: each curve on identical axes (faint: its derivative)</source>
        <translation>并排对比：每条曲线使用相同的坐标轴（浅色：其导数）</translation>
    </message>
    <message>
        <source>x = %1</source>
        <translation>x = %1</translation>
    </message>
    <message>
        <source>f(x) − GELU(x)</source>
        <translation>f(x) − GELU(x)</translation>
    </message>
    <message>
        <source>f(x)</source>
        <translation>f(x)</translation>
    </message>
    <message>
        <source>f′(x)</source>
        <translation>f′(x)</translation>
    </message>
</context>
<context>
    <name>ui::ControlsDock</name>
    <message>
        <source>%1: %2 … %3 is refused (“to” must exceed “from” by at least %4); it stays %5 … %6.</source>
        <translation>%1：拒绝 %2 … %3（“到”必须比“从”至少大 %4）；保持为 %5 … %6。</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>seed %1, %2/s</source>
        <translation>种子 %1，%2/秒</translation>
    </message>
    <message>
        <source>Monte Carlo settings</source>
        <translation>蒙特卡罗设置</translation>
    </message>
    <message>
        <source>Shows or hides the seed, the mask rule and the speed</source>
        <translation>显示或隐藏种子、掩码规则和速度</translation>
    </message>
    <message>
        <source>Shows or hides the x and y ranges&apos; fields</source>
        <translation>显示或隐藏 x 与 y 范围的输入框</translation>
    </message>
    <message>
        <source>Controls</source>
        <translation>控制</translation>
    </message>
    <message>
        <source>Input x</source>
        <translation>输入 x</translation>
    </message>
    <message>
        <source>The x the mask keeps or drops, in every panel</source>
        <translation>掩码保留或丢弃的 x，作用于所有面板</translation>
    </message>
    <message>
        <source>Gaussian N(μ, σ²)</source>
        <translation>高斯分布 N(μ, σ²)</translation>
    </message>
    <message>
        <source>μ, the Gaussian&apos;s mean</source>
        <translation>μ，高斯分布的均值</translation>
    </message>
    <message>
        <source>Moves the Gaussian whose cdf Φ is the chance of keeping x</source>
        <translation>平移高斯分布，其分布函数 Φ 就是保留 x 的概率</translation>
    </message>
    <message>
        <source>σ, the Gaussian&apos;s spread</source>
        <translation>σ，高斯分布的标准差</translation>
    </message>
    <message>
        <source>σ → 0 turns GELU into ReLU</source>
        <translation>σ → 0 时 GELU 变为 ReLU</translation>
    </message>
    <message>
        <source>Curves</source>
        <translation>曲线</translation>
    </message>
    <message>
        <source>Activation parameters</source>
        <translation>激活函数参数</translation>
    </message>
    <message>
        <source>α of ELU and CELU</source>
        <translation>ELU 和 CELU 的 α</translation>
    </message>
    <message>
        <source>α</source>
        <translation>α</translation>
    </message>
    <message>
        <source>β of softplus and swish (β = 1: SiLU)</source>
        <translation>softplus 和 swish 的 β（β = 1：SiLU）</translation>
    </message>
    <message>
        <source>β</source>
        <translation>β</translation>
    </message>
    <message>
        <source>The negative slope of leaky ReLU</source>
        <translation>leaky ReLU 的负半轴斜率</translation>
    </message>
    <message>
        <source>slope</source>
        <translation>斜率</translation>
    </message>
    <message>
        <source>λ of softshrink and hardshrink</source>
        <translation>softshrink 和 hardshrink 的 λ</translation>
    </message>
    <message>
        <source>λ</source>
        <translation>λ</translation>
    </message>
    <message>
        <source>Reset to the defaults</source>
        <translation>恢复默认值</translation>
    </message>
    <message>
        <source>μ = 0, σ = 1, α = 1, β = 1, slope = 0.01, λ = 0.5 (PyTorch&apos;s defaults)</source>
        <translation>μ = 0, σ = 1, α = 1, β = 1, 斜率 = 0.01, λ = 0.5（PyTorch 的默认值）</translation>
    </message>
    <message>
        <source>View range</source>
        <translation>视图范围</translation>
    </message>
    <message>
        <source>x from</source>
        <translation>x 下限</translation>
    </message>
    <message>
        <source>The left end of every panel&apos;s x axis</source>
        <translation>所有面板 x 轴的左端</translation>
    </message>
    <message>
        <source>x to</source>
        <translation>x 上限</translation>
    </message>
    <message>
        <source>The right end of every panel&apos;s x axis</source>
        <translation>所有面板 x 轴的右端</translation>
    </message>
    <message>
        <source>y from</source>
        <translation>y 下限</translation>
    </message>
    <message>
        <source>The bottom of the activation panels&apos; y axis</source>
        <translation>激活函数面板 y 轴的下端</translation>
    </message>
    <message>
        <source>y to</source>
        <translation>y 上限</translation>
    </message>
    <message>
        <source>The top of the activation panels&apos; y axis</source>
        <translation>激活函数面板 y 轴的上端</translation>
    </message>
    <message>
        <source>x from / to</source>
        <translation>x 下限 / 上限</translation>
    </message>
    <message>
        <source>y from / to</source>
        <translation>y 下限 / 上限</translation>
    </message>
    <message>
        <source>Monte Carlo</source>
        <translation>蒙特卡洛</translation>
    </message>
    <message>
        <source>U &lt; Φ(x), U uniform</source>
        <translation>U &lt; Φ(x)，U 服从均匀分布</translation>
    </message>
    <message>
        <source>X ≤ x, X ~ N(μ, σ²)</source>
        <translation>X ≤ x，X ~ N(μ, σ²)</translation>
    </message>
    <message>
        <source>Mask rule</source>
        <translation>掩码规则</translation>
    </message>
    <message>
        <source>How each draw decides: a uniform U below Φ(x), or a normal X at most x</source>
        <translation>每次抽样如何判定：均匀分布的 U 小于 Φ(x)，或正态分布的 X 不超过 x</translation>
    </message>
    <message>
        <source>Playback speed</source>
        <translation>播放速度</translation>
    </message>
    <message>
        <source>How fast Play adds draws</source>
        <translation>播放时增加抽样的速度</translation>
    </message>
    <message>
        <source>seed</source>
        <translation>种子</translation>
    </message>
    <message>
        <source>mask</source>
        <translation>掩码</translation>
    </message>
    <message>
        <source>speed</source>
        <translation>速度</translation>
    </message>
    <message>
        <source>%1 draws a second at first, then n × %2 a second</source>
        <translation>起初每秒 %1 次抽样，之后每秒 n × %2</translation>
    </message>
    <message>
        <source>%1 of the formula %2</source>
        <translation>公式 %2 的 %1</translation>
    </message>
    <message>
        <source>%1 in %2</source>
        <translation>%2 中的 %1</translation>
    </message>
</context>
<context>
    <name>ui::CurvePicker</name>
    <message>
        <source>Search name, id or formula</source>
        <translation>搜索名称、id 或公式</translation>
    </message>
    <message>
        <source>Lists the curves whose name, id or formula holds what you type; Enter ticks or unticks the first one found</source>
        <translation>列出名称、id 或公式包含所输入内容的曲线；按 Enter 勾选或取消勾选找到的第一条</translation>
    </message>
    <message>
        <source>Search curves</source>
        <translation>搜索曲线</translation>
    </message>
    <message>
        <source>Presets</source>
        <translation>预设</translation>
    </message>
    <message>
        <source>Curve presets</source>
        <translation>曲线预设</translation>
    </message>
    <message>
        <source>Shows a ready-made set of curves</source>
        <translation>显示一组预设的曲线</translation>
    </message>
    <message>
        <source>Curves shown</source>
        <translation>显示的曲线</translation>
    </message>
    <message>
        <source>Every activation by family; a ticked curve is drawn in the panels</source>
        <translation>按类别列出所有激活函数；勾选的曲线会绘制在面板中</translation>
    </message>
    <message>
        <source>New…</source>
        <translation>新建…</translation>
    </message>
    <message>
        <source>New formula</source>
        <translation>新建公式</translation>
    </message>
    <message>
        <source>New formula: type your own activation f(x); its derivative comes with it</source>
        <translation>新建公式：输入你自己的激活函数 f(x)，其导数会自动生成</translation>
    </message>
    <message>
        <source>Edit…</source>
        <translation>编辑…</translation>
    </message>
    <message>
        <source>Edit the selected formula (or double-click it)</source>
        <translation>编辑所选公式（或双击该公式）</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>移除</translation>
    </message>
    <message>
        <source>Remove the selected formula</source>
        <translation>移除所选公式</translation>
    </message>
    <message>
        <source>%1 (%2 of %3)</source>
        <translation>%1（已显示 %2/%3）</translation>
    </message>
    <message>
        <source>Drawn by this view&apos;s panels beside the scene&apos;s curves; tick it to keep it in every view.</source>
        <translation>由此视图的面板绘制在场景曲线旁；勾选即可在所有视图中保留。</translation>
    </message>
    <message>
        <source>drawn by this view&apos;s panels beside the scene&apos;s curves</source>
        <translation>由此视图的面板绘制在场景曲线旁</translation>
    </message>
</context>
<context>
    <name>ui::DTypePanel</name>
    <message>
        <source>where a form is not correctly rounded</source>
        <translation>某形式未正确舍入之处</translation>
    </message>
    <message>
        <source>where a form ≠ exact GELU</source>
        <translation>某形式 ≠ 精确 GELU 之处</translation>
    </message>
    <message>
        <source>bars: %1</source>
        <translation>条：%1</translation>
    </message>
    <message>
        <source>marks: %1</source>
        <translation>标记：%1</translation>
    </message>
    <message>
        <source>GELU as the hardware stores it: rounded to a number format</source>
        <translation>硬件所存储的 GELU：舍入到某种数值格式</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>无</translation>
    </message>
    <message>
        <source>a perfect kernel</source>
        <translation>理想内核</translation>
    </message>
    <message>
        <source>Number format</source>
        <translation>数值格式</translation>
    </message>
    <message>
        <source>The format GELU is stored in</source>
        <translation>存储 GELU 所用的格式</translation>
    </message>
    <message>
        <source>Beside it</source>
        <translation>并排</translation>
    </message>
    <message>
        <source>A second format side by side</source>
        <translation>并排显示第二种格式</translation>
    </message>
    <message>
        <source>Computed by</source>
        <translation>计算方式</translation>
    </message>
    <message>
        <source>format</source>
        <translation>格式</translation>
    </message>
    <message>
        <source>beside</source>
        <translation>并排</translation>
    </message>
    <message>
        <source>computed by</source>
        <translation>计算方式</translation>
    </message>
    <message>
        <source>exact GELU</source>
        <translation>精确 GELU</translation>
    </message>
    <message>
        <source>PyTorch&apos;s erf form</source>
        <translation>PyTorch 的 erf 形式</translation>
    </message>
    <message>
        <source>PyTorch&apos;s tanh form</source>
        <translation>PyTorch 的 tanh 形式</translation>
    </message>
    <message>
        <source>tanh form</source>
        <translation>tanh 形式</translation>
    </message>
    <message>
        <source>stored $\operatorname{GELU}(x)$</source>
        <translation>存储的 $\operatorname{GELU}(x)$</translation>
    </message>
    <message>
        <source>ULPs</source>
        <translation>ULP</translation>
    </message>
    <message>
        <source>%1: 0 from %2 down</source>
        <translation>%1：%2 及以下为 0</translation>
    </message>
    <message>
        <source>%1 ≠ exact at %2 (%3%)</source>
        <translation>%1 ≠ 精确值：%2 处（%3%）</translation>
    </message>
    <message>
        <source>, 0 from %1 down</source>
        <translation>，%1 及以下为 0</translation>
    </message>
    <message>
        <source>%1, every one of its %2 values in [−8, 8]</source>
        <translation>%1，其在 [−8, 8] 中的全部 %2 个值</translation>
    </message>
    <message>
        <source>%1, %2 evenly spaced values in [−8, 8]</source>
        <translation>%1，[−8, 8] 中 %2 个等距值</translation>
    </message>
    <message>
        <source>GELU stored in %1 (%2)</source>
        <translation>以 %1 存储的 GELU（%2）</translation>
    </message>
    <message>
        <source>exact, rounded once</source>
        <translation>精确值，舍入一次</translation>
    </message>
    <message>
        <source>Error in ULPs of %1</source>
        <translation>以 %1 的 ULP 计的误差</translation>
    </message>
    <message>
        <source>PyTorch 1.13 CPU, a long tensor</source>
        <translation>PyTorch 1.13 CPU，长张量</translation>
    </message>
    <message>
        <source>PyTorch 1.13 CPU, AVX2, vectorized</source>
        <translation>PyTorch 1.13 CPU，AVX2，向量化</translation>
    </message>
    <message>
        <source>PyTorch 1.13 CPU, one element (scalar)</source>
        <translation>PyTorch 1.13 CPU，单个元素（标量）</translation>
    </message>
    <message>
        <source>PyTorch 1.13, a long tensor</source>
        <translation>PyTorch 1.13，长张量</translation>
    </message>
    <message>
        <source>PyTorch 1.13, vectorized</source>
        <translation>PyTorch 1.13，向量化</translation>
    </message>
    <message>
        <source>PyTorch 1.13, one element</source>
        <translation>PyTorch 1.13，单个元素</translation>
    </message>
    <message>
        <source>A contiguous tensor of many elements: oneDNN 2.6.3 for GELU, ATen&apos;s vectorized code for the tanh form</source>
        <translation>包含许多元素的连续张量：GELU 由 oneDNN 2.6.3 计算，tanh 形式由 ATen 的向量化代码计算</translation>
    </message>
    <message>
        <source>ATen&apos;s AVX2 vectorized code (Sleef 3.5.1&apos;s erf, tanh and exp)</source>
        <translation>ATen 的 AVX2 向量化代码（Sleef 3.5.1 的 erf、tanh 和 exp）</translation>
    </message>
    <message>
        <source>A one-element tensor: ATen&apos;s scalar code (glibc 2.36&apos;s erff, tanhf and expf)</source>
        <translation>单元素张量：ATen 的标量代码（glibc 2.36 的 erff、tanhf 和 expf）</translation>
    </message>
    <message>
        <source>Exact values rounded once, or PyTorch 1.13&apos;s CPU code bit for bit: a long tensor, the vectorized path or one element</source>
        <translation>精确值只舍入一次，或逐位复现 PyTorch 1.13 的 CPU 代码：长张量、向量化路径或单个元素</translation>
    </message>
    <message>
        <source>%1 stores other bits</source>
        <translation>%1 存储的位不同</translation>
    </message>
    <message>
        <source>%1 ≠ its correctly rounded value at %2 (%3%)</source>
        <translation>%1 与其正确舍入值不同：%2 处（%3%）</translation>
    </message>
    <message>
        <source>, %1 of them by the sign of zero</source>
        <translation>，其中 %1 处仅零的符号不同</translation>
    </message>
    <message>
        <source>%1 stores the same bits at every one of these x</source>
        <translation>%1 在所有这些 x 处存储相同的位</translation>
    </message>
    <message>
        <source>%1 stores other bits at %2 of these x (erf form) and %3 (tanh form)</source>
        <translation>%1 在其中 %2 个 x 处（erf 形式）和 %3 个 x 处（tanh 形式）存储不同的位</translation>
    </message>
    <message>
        <source>PyTorch 1.13 has no CPU GELU for float16.</source>
        <translation>PyTorch 1.13 没有 float16 的 CPU GELU。</translation>
    </message>
    <message>
        <source>PyTorch 1.13 has no %1 type.</source>
        <translation>PyTorch 1.13 没有 %1 类型。</translation>
    </message>
    <message>
        <source>Error in ULPs of %1, each form against its correctly rounded value</source>
        <translation>%1 的 ULP 误差，各形式相对其正确舍入值</translation>
    </message>
    <message>
        <source>x = %1 (in %2)</source>
        <translation>x = %1（%2 中）</translation>
    </message>
    <message>
        <source>GELU exact %1, stored %2</source>
        <translation>GELU 精确值 %1，存储值 %2</translation>
    </message>
    <message>
        <source>PyTorch&apos;s erf form %1 (%2 ULP)</source>
        <translation>PyTorch 的 erf 形式 %1（%2 ULP）</translation>
    </message>
    <message>
        <source>PyTorch&apos;s tanh form %1 (%2 ULP)</source>
        <translation>PyTorch 的 tanh 形式 %1（%2 ULP）</translation>
    </message>
    <message>
        <source>tanh form %1 (%2 ULP)</source>
        <translation>tanh 形式 %1（%2 ULP）</translation>
    </message>
    <message>
        <source>GELU in %1 (%2)</source>
        <translation>%1 中的 GELU（%2）</translation>
    </message>
    <message>
        <source>dashed: where a form starts storing 0</source>
        <translation>虚线：某形式开始存储 0 之处</translation>
    </message>
    <message>
        <source>x·σ(1.702x) %1 (%2 ULP)</source>
        <translation>x·σ(1.702x) %1（%2 ULP）</translation>
    </message>
</context>
<context>
    <name>ui::DeckDocument</name>
    <message>
        <source>Open deck</source>
        <translation>打开讲稿</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>已保存 %1</translation>
    </message>
    <message>
        <source>Save deck</source>
        <translation>保存讲稿</translation>
    </message>
    <message>
        <source>Save deck as</source>
        <translation>讲稿另存为</translation>
    </message>
    <message>
        <source>GELU Explorer decks (*%1);;All files (*)</source>
        <translation>GELU Explorer 讲稿 (*%1);;所有文件 (*)</translation>
    </message>
    <message>
        <source>The deck has unsaved changes.</source>
        <translation>讲稿有未保存的更改。</translation>
    </message>
    <message>
        <source>A deck keeps one step to present.</source>
        <translation>讲稿至少保留一个可演示的步骤。</translation>
    </message>
    <message>
        <source>the deck has no steps yet: add one before saving it</source>
        <translation>讲稿还没有步骤：保存前请先添加一个</translation>
    </message>
    <message>
        <source>The deck has no steps yet: set the window up as the first step should look, then press “Add the current view as a step” in the Steps panel.</source>
        <translation>讲稿还没有步骤：先把窗口设置成第一步应有的样子，然后在“步骤”面板中按“将当前视图添加为步骤”。</translation>
    </message>
</context>
<context>
    <name>ui::DerivativesPanel</name>
    <message>
        <source>Derivatives: $\mathrm{GELU}&apos;(x) = \Phi(x) + x\,\varphi(x)$</source>
        <translation>导数：$\mathrm{GELU}&apos;(x) = \Phi(x) + x\,\varphi(x)$</translation>
    </message>
    <message>
        <source>Derivatives: $\mathrm{GELU}&apos;(x) = \Phi(x) + x\,\varphi(x)$ dips below 0 near $x \approx %1$</source>
        <translation>导数：$\mathrm{GELU}&apos;(x) = \Phi(x) + x\,\varphi(x)$ 在 $x \approx %1$ 附近降到 0 以下</translation>
    </message>
</context>
<context>
    <name>ui::ErrorsPanel</name>
    <message>
        <source>Precision lens: $|\operatorname{GELU}(x)|$ for $x$ in $[-40, 0]$</source>
        <translation>精度放大镜：$x \in [-40, 0]$ 时的 $|\operatorname{GELU}(x)|$</translation>
    </message>
    <message>
        <source>Approximation errors: approximation − exact GELU</source>
        <translation>近似误差：近似值 − 精确 GELU</translation>
    </message>
    <message>
        <source>Precision lens</source>
        <translation>精度放大镜</translation>
    </message>
    <message>
        <source>Precision lens: |GELU(x)| for x in [−40, 0], accurate vs textbook 0.5x(1+erf(x/√2))</source>
        <translation>精度放大镜：x ∈ [−40, 0] 时的 |GELU(x)|，精确实现与教科书公式 0.5x(1+erf(x/√2)) 对比</translation>
    </message>
    <message>
        <source>$\lvert\operatorname{GELU}(x)\rvert$ (log scale)</source>
        <translation>$\lvert\operatorname{GELU}(x)\rvert$（对数刻度）</translation>
    </message>
    <message>
        <source>approx − exact</source>
        <translation>近似 − 精确</translation>
    </message>
    <message>
        <source>Precision lens: x in [−40, 0]</source>
        <translation>精度放大镜：x ∈ [−40, 0]</translation>
    </message>
    <message>
        <source>%1: max |error| $%2$ at $|x| \approx %3$</source>
        <translation>%1：最大 |误差| $%2$，位于 $|x| \approx %3$</translation>
    </message>
    <message>
        <source>textbook: 1% off from $x \approx %1$, exactly 0 from $x \approx %2$</source>
        <translation>教科书公式：从 $x \approx %1$ 起误差 1%，从 $x \approx %2$ 起恰好为 0</translation>
    </message>
    <message>
        <source>core: within 1 ULP everywhere, 0 only below $x \approx %1$</source>
        <translation>核心：处处误差小于 1 ULP，仅在 $x \approx %1$ 以下为 0</translation>
    </message>
    <message>
        <source>accurate core: $x\,\Phi(x)$</source>
        <translation>精确核心实现：$x\,\Phi(x)$</translation>
    </message>
    <message>
        <source>textbook $\tfrac{1}{2}x\,(1 + \operatorname{erf}(x/\sqrt{2}))$ (PyTorch, TensorFlow)</source>
        <translation>教科书公式 $\tfrac{1}{2}x\,(1 + \operatorname{erf}(x/\sqrt{2}))$（PyTorch、TensorFlow）</translation>
    </message>
    <message>
        <source>error</source>
        <translation>误差</translation>
    </message>
</context>
<context>
    <name>ui::ExportDialog</name>
    <message>
        <source>“%1” already exists. Replace it?</source>
        <translation>“%1”已存在。要替换吗？</translation>
    </message>
    <message>
        <source>&amp;Replace</source>
        <translation>替换(&amp;R)</translation>
    </message>
    <message>
        <source>Export panel</source>
        <translation>导出面板</translation>
    </message>
    <message>
        <source>Export sheet</source>
        <translation>导出组图</translation>
    </message>
    <message>
        <source>&amp;Panel:</source>
        <translation>面板(&amp;P)：</translation>
    </message>
    <message>
        <source>As laid out in the window</source>
        <translation>与窗口中的布局相同</translation>
    </message>
    <message numerus="yes">
        <source>Grid of %n column(s)</source>
        <translation>
            <numerusform>%n 列网格</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Layout:</source>
        <translation>布局(&amp;L)：</translation>
    </message>
    <message>
        <source>&amp;Browse…</source>
        <translation>浏览(&amp;B)…</translation>
    </message>
    <message>
        <source>&amp;File:</source>
        <translation>文件(&amp;F)：</translation>
    </message>
    <message>
        <source>Format:</source>
        <translation>格式：</translation>
    </message>
    <message>
        <source>pixels</source>
        <translation>像素</translation>
    </message>
    <message>
        <source>cm (print)</source>
        <translation>厘米（打印）</translation>
    </message>
    <message>
        <source>&amp;Size:</source>
        <translation>尺寸(&amp;S)：</translation>
    </message>
    <message>
        <source> dpi</source>
        <translation> dpi</translation>
    </message>
    <message>
        <source>&amp;Resolution:</source>
        <translation>分辨率(&amp;R)：</translation>
    </message>
    <message>
        <source>2× (sharp on high-dpi screens and projectors)</source>
        <translation>2×（在高分辨率屏幕和投影仪上更清晰）</translation>
    </message>
    <message>
        <source>S&amp;cale:</source>
        <translation>缩放(&amp;C)：</translation>
    </message>
    <message>
        <source>Theme</source>
        <translation>主题</translation>
    </message>
    <message>
        <source>White (paper)</source>
        <translation>白色（纸张）</translation>
    </message>
    <message>
        <source>Transparent (PNG, SVG)</source>
        <translation>透明（PNG、SVG）</translation>
    </message>
    <message>
        <source>&amp;Background:</source>
        <translation>背景(&amp;B)：</translation>
    </message>
    <message>
        <source>1× as on screen; 1.5–2× reads well on slides</source>
        <translation>1× 与屏幕显示相同；1.5–2× 适合在幻灯片上阅读</translation>
    </message>
    <message>
        <source>&amp;Text size:</source>
        <translation>文字大小(&amp;T)：</translation>
    </message>
    <message>
        <source>&amp;Export</source>
        <translation>导出(&amp;E)</translation>
    </message>
    <message>
        <source>unknown — the file name must end in .png, .jpg, .svg or .pdf</source>
        <translation>未知——文件名必须以 .png、.jpg、.svg 或 .pdf 结尾</translation>
    </message>
    <message>
        <source>Vector: %1 × %2 cm</source>
        <translation>矢量图：%1 × %2 厘米</translation>
    </message>
    <message>
        <source>Bitmap: %1 × %2 pixels</source>
        <translation>位图：%1 × %2 像素</translation>
    </message>
    <message>
        <source>PNG image (*.png);;JPEG image (*.jpg *.jpeg);;SVG vector image (*.svg);;PDF document (*.pdf)</source>
        <translation>PNG 图像 (*.png);;JPEG 图像 (*.jpg *.jpeg);;SVG 矢量图像 (*.svg);;PDF 文档 (*.pdf)</translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation>导出失败</translation>
    </message>
    <message>
        <source>T&amp;itle:</source>
        <translation>标题(&amp;I)：</translation>
    </message>
    <message>
        <source>Draw the title</source>
        <translation>绘制标题</translation>
    </message>
    <message>
        <source>Draw the titles</source>
        <translation>绘制标题</translation>
    </message>
    <message>
        <source>Mark x (its line, the points there and their read-outs)</source>
        <translation>标记 x（其竖线、该处的点及读数）</translation>
    </message>
    <message>
        <source>Panels:</source>
        <translation>面板：</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>&amp;Heading:</source>
        <translation>总标题(&amp;H)：</translation>
    </message>
</context>
<context>
    <name>ui::FormulaDialog</name>
    <message>
        <source>New formula</source>
        <translation>新建公式</translation>
    </message>
    <message>
        <source>Edit formula</source>
        <translation>编辑公式</translation>
    </message>
    <message>
        <source>e.g. bent</source>
        <translation>例如 bent</translation>
    </message>
    <message>
        <source>Formula name</source>
        <translation>公式名称</translation>
    </message>
    <message>
        <source>e.g. x + 0.1*x^2</source>
        <translation>例如 x + 0.1*x^2</translation>
    </message>
    <message>
        <source>Formula expression in x</source>
        <translation>关于 x 的公式表达式</translation>
    </message>
    <message>
        <source>x, numbers (0.5, 2e-3), pi, e, + − * / ^, ( ), comparisons and c ? a : b; exp log log1p expm1 log2 log10 sqrt abs sign min max sin cos tan atan sinh cosh tanh erf erfc Phi phi sigmoid softplus gelu relu</source>
        <translation>x、数字（0.5、2e-3）、pi、e、+ − * / ^、( )、比较运算及 c ? a : b；exp log log1p expm1 log2 log10 sqrt abs sign min max sin cos tan atan sinh cosh tanh erf erfc Phi phi sigmoid softplus gelu relu</translation>
    </message>
    <message>
        <source>automatic</source>
        <translation>自动</translation>
    </message>
    <message>
        <source>solid</source>
        <translation>实线</translation>
    </message>
    <message>
        <source>dashed</source>
        <translation>虚线</translation>
    </message>
    <message>
        <source>dotted</source>
        <translation>点线</translation>
    </message>
    <message>
        <source>dash-dot</source>
        <translation>点划线</translation>
    </message>
    <message>
        <source>dash-dot-dot</source>
        <translation>双点划线</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>名称</translation>
    </message>
    <message>
        <source>f(x) =</source>
        <translation>f(x) =</translation>
    </message>
    <message>
        <source>Colour</source>
        <translation>颜色</translation>
    </message>
    <message>
        <source>Line</source>
        <translation>线型</translation>
    </message>
    <message>
        <source>name: empty</source>
        <translation>名称：为空</translation>
    </message>
    <message>
        <source>&lt;span style=&apos;color:#2a7a2a&apos;&gt;✓ valid; its derivative d%1 comes with it&lt;/span&gt;</source>
        <translation>&lt;span style=&apos;color:#2a7a2a&apos;&gt;✓ 有效；其导数 d%1 会自动生成&lt;/span&gt;</translation>
    </message>
    <message>
        <source>Its parameters (%1) get sliders under Activation parameters</source>
        <translation>它的参数（%1）在“激活函数参数”下有滑块</translation>
    </message>
    <message>
        <source>Name the formula, then type its expression in x.</source>
        <translation>先为公式命名，再输入它关于 x 的表达式。</translation>
    </message>
</context>
<context>
    <name>ui::HandoutDialog</name>
    <message>
        <source>Export handout</source>
        <translation>导出讲义</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>浅色</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>深色</translation>
    </message>
    <message>
        <source>High contrast</source>
        <translation>高对比度</translation>
    </message>
    <message>
        <source>Light suits paper; dark and high contrast suit a screen</source>
        <translation>浅色适合纸张；深色和高对比度适合屏幕</translation>
    </message>
    <message>
        <source>&amp;Theme:</source>
        <translation>主题(&amp;T)：</translation>
    </message>
    <message>
        <source>A4 (210 × 297 mm)</source>
        <translation>A4（210 × 297 毫米）</translation>
    </message>
    <message>
        <source>Letter (8.5 × 11 in)</source>
        <translation>Letter（8.5 × 11 英寸）</translation>
    </message>
    <message>
        <source>&amp;Paper:</source>
        <translation>纸张(&amp;P)：</translation>
    </message>
    <message>
        <source>One step a page (large figures)</source>
        <translation>每页一步（大图）</translation>
    </message>
    <message>
        <source>Two steps a page</source>
        <translation>每页两步</translation>
    </message>
    <message>
        <source>&amp;Layout:</source>
        <translation>布局(&amp;L)：</translation>
    </message>
    <message>
        <source>Print the presenter&apos;s &amp;notes and right answers</source>
        <translation>打印演讲者备注和正确答案(&amp;N)</translation>
    </message>
    <message>
        <source>PDF (*.pdf)</source>
        <translation>PDF (*.pdf)</translation>
    </message>
    <message>
        <source>Choose a file for the handout.</source>
        <translation>请为讲义选择一个文件。</translation>
    </message>
</context>
<context>
    <name>ui::LectureView</name>
    <message>
        <source>GELU Explorer — lecture</source>
        <translation>GELU Explorer — 讲课</translation>
    </message>
    <message>
        <source> · P sweep x</source>
        <translation> · P 扫描 x</translation>
    </message>
    <message>
        <source> · P play/pause</source>
        <translation> · P 播放/暂停</translation>
    </message>
    <message>
        <source>Step %1 of %2</source>
        <translation>第 %1 步，共 %2 步</translation>
    </message>
    <message>
        <source> · P train/pause</source>
        <translation> · P 训练/暂停</translation>
    </message>
    <message>
        <source>GELU Explorer — lecture, step %1 of %2</source>
        <translation>GELU Explorer — 讲座，第 %1 步，共 %2 步</translation>
    </message>
    <message>
        <source>→ next · ← back%1 · +/− move x · ? all keys · H hides these · Esc leave</source>
        <translation>→ 下一步 · ← 返回%1 · +/− 移动 x · ? 全部按键 · H 隐藏提示 · Esc 退出</translation>
    </message>
    <message>
        <source>Step %1 of %2, part %3 of %4</source>
        <translation>第 %1 步，共 %2 步；第 %3 部分，共 %4 部分</translation>
    </message>
</context>
<context>
    <name>ui::MainWindow</name>
    <message>
        <source>Checking the steps: training the run of step %1 of %2…</source>
        <translation>正在检查各步：训练第 %1 步（共 %2 步）的运行…</translation>
    </message>
    <message>
        <source>GELU Explorer — GELU(x) = x·Φ(x)</source>
        <translation>GELU Explorer — GELU(x) = x·Φ(x)</translation>
    </message>
    <message>
        <source>&amp;Export this panel…</source>
        <translation>导出此面板(&amp;E)…</translation>
    </message>
    <message>
        <source>&amp;Copy image</source>
        <translation>复制图像(&amp;C)</translation>
    </message>
    <message>
        <source>Move x right</source>
        <translation>x 右移</translation>
    </message>
    <message>
        <source>Move x left</source>
        <translation>x 左移</translation>
    </message>
    <message>
        <source>Move x right (fine)</source>
        <translation>x 右移（微调）</translation>
    </message>
    <message>
        <source>Move x left (fine)</source>
        <translation>x 左移（微调）</translation>
    </message>
    <message>
        <source>&amp;Play / Pause</source>
        <translation>播放/暂停(&amp;P)</translation>
    </message>
    <message>
        <source>&amp;Step</source>
        <translation>单步(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Reset simulation</source>
        <translation>重置模拟(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>退出(&amp;Q)</translation>
    </message>
    <message>
        <source>&amp;Open scene…</source>
        <translation>打开场景(&amp;O)…</translation>
    </message>
    <message>
        <source>&amp;Save scene</source>
        <translation>保存场景(&amp;S)</translation>
    </message>
    <message>
        <source>Save scene &amp;as…</source>
        <translation>场景另存为(&amp;A)…</translation>
    </message>
    <message>
        <source>Export &amp;panel…</source>
        <translation>导出面板(&amp;P)…</translation>
    </message>
    <message>
        <source>Export s&amp;heet…</source>
        <translation>导出组图(&amp;H)…</translation>
    </message>
    <message>
        <source>One panel as a figure: PNG, SVG, PDF or JPEG</source>
        <translation>将一个面板导出为图：PNG、SVG、PDF 或 JPEG</translation>
    </message>
    <message>
        <source>Several panels in one figure, laid out as the view shows them (the view&apos;s panels ticked): PNG, SVG, PDF or JPEG</source>
        <translation>将多个面板导出为一张图，按视图中的布局排列（已勾选视图的面板）：PNG、SVG、PDF 或 JPEG</translation>
    </message>
    <message>
        <source>Export &amp;data (CSV)…</source>
        <translation>导出数据（CSV）(&amp;D)…</translation>
    </message>
    <message>
        <source>Export &amp;animation…</source>
        <translation>导出动画(&amp;A)…</translation>
    </message>
    <message>
        <source>&amp;Copy panel image</source>
        <translation>复制面板图像(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Lecture mode</source>
        <translation>讲课模式(&amp;L)</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>撤销(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>重做(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>文件(&amp;F)</translation>
    </message>
    <message>
        <source>Open &amp;recent</source>
        <translation>最近打开(&amp;R)</translation>
    </message>
    <message>
        <source>E&amp;xamples</source>
        <translation>示例(&amp;X)</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>编辑(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;Simulation</source>
        <translation>模拟(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>视图(&amp;V)</translation>
    </message>
    <message>
        <source>&amp;Theme</source>
        <translation>主题(&amp;T)</translation>
    </message>
    <message>
        <source>Follow the system</source>
        <translation>跟随系统</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>浅色</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>深色</translation>
    </message>
    <message>
        <source>High contrast</source>
        <translation>高对比度</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>语言(&amp;L)</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>帮助(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;About GELU Explorer</source>
        <translation>关于 GELU Explorer(&amp;A)</translation>
    </message>
    <message>
        <source>About GELU Explorer</source>
        <translation>关于 GELU Explorer</translation>
    </message>
    <message>
        <source>&lt;h3&gt;GELU Explorer %1&lt;/h3&gt;&lt;p&gt;GELU(x) = x·Φ(x) is the expected value of a mask that keeps x with probability Φ(x) = P(X ≤ x).&lt;/p&gt;&lt;p&gt;Keys: ←/→ move x (Shift: fine), Space play/pause, R reset, F5 lecture mode, Ctrl+Z undo.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;GELU Explorer %1&lt;/h3&gt;&lt;p&gt;GELU(x) = x·Φ(x) 是一个掩码的期望值，该掩码以概率 Φ(x) = P(X ≤ x) 保留 x。&lt;/p&gt;&lt;p&gt;按键：←/→ 移动 x（Shift：微调），空格 播放/暂停，R 重置，F5 讲课模式，Ctrl+Z 撤销。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Open scene</source>
        <translation>打开场景</translation>
    </message>
    <message>
        <source>x = %1    Φ(x) = %2    GELU(x) = %3</source>
        <translation>x = %1    Φ(x) = %2    GELU(x) = %3</translation>
    </message>
    <message>
        <source>    estimate %1 ± %2 (95%, n = %3)</source>
        <translation>    估计值 %1 ± %2（95%，n = %3）</translation>
    </message>
    <message>
        <source>no panel to export</source>
        <translation>没有可导出的面板</translation>
    </message>
    <message>
        <source>Copied “%1” to the clipboard</source>
        <translation>已将“%1”复制到剪贴板</translation>
    </message>
    <message>
        <source>Exported %1</source>
        <translation>已导出 %1</translation>
    </message>
    <message>
        <source>Export data</source>
        <translation>导出数据</translation>
    </message>
    <message>
        <source>CSV (*.csv)</source>
        <translation>CSV 文件 (*.csv)</translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation>导出失败</translation>
    </message>
    <message>
        <source>Settings cannot be saved: &apos;%1&apos; is not writable (the layout, theme and recent files will be forgotten)</source>
        <translation>无法保存设置：“%1”不可写（布局、主题和最近的文件将被遗忘）</translation>
    </message>
    <message>
        <source>Export training history</source>
        <translation>导出训练历史</translation>
    </message>
    <message>
        <source>Export &amp;training history (CSV)…</source>
        <translation>导出训练历史 (CSV)(&amp;T)…</translation>
    </message>
    <message>
        <source>Open deck</source>
        <translation>打开讲稿</translation>
    </message>
    <message>
        <source>Deck &quot;%1&quot; opened (steps: %2); F5 presents it.</source>
        <translation>已打开讲稿“%1”（步骤：%2）；按 F5 演示。</translation>
    </message>
    <message>
        <source>Open &amp;deck…</source>
        <translation>打开讲稿(&amp;D)…</translation>
    </message>
    <message>
        <source>Writing the step videos…</source>
        <translation>正在写入各步骤视频…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>Export step videos</source>
        <translation>导出步骤视频</translation>
    </message>
    <message>
        <source>Step %1 of %2: %3</source>
        <translation>第 %1 步，共 %2 步：%3</translation>
    </message>
    <message>
        <source>Cancelled: no video was written or replaced.</source>
        <translation>已取消：没有写入或替换任何视频。</translation>
    </message>
    <message>
        <source>Exported %1 videos into %2</source>
        <translation>已将 %1 个视频导出到 %2</translation>
    </message>
    <message>
        <source>Export hand&amp;out (PDF)…</source>
        <translation>导出讲义(&amp;O) (PDF)…</translation>
    </message>
    <message>
        <source>Export step &amp;videos…</source>
        <translation>导出步骤视频(&amp;V)…</translation>
    </message>
    <message>
        <source>Step %1</source>
        <translation>第 %1 步</translation>
    </message>
    <message>
        <source>Show a step</source>
        <translation>显示一个步骤</translation>
    </message>
    <message>
        <source>&amp;New deck</source>
        <translation>新建讲稿(&amp;N)</translation>
    </message>
    <message>
        <source>Save dec&amp;k</source>
        <translation>保存讲稿(&amp;K)</translation>
    </message>
    <message>
        <source>Save deck as…</source>
        <translation>讲稿另存为…</translation>
    </message>
    <message>
        <source>Decks</source>
        <translation>讲稿</translation>
    </message>
    <message>
        <source>Views</source>
        <translation>视图</translation>
    </message>
    <message>
        <source>Save &amp;view…</source>
        <translation>保存视图(&amp;V)…</translation>
    </message>
    <message>
        <source>&amp;Reset layout</source>
        <translation>重置布局(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Views</source>
        <translation>视图(&amp;V)</translation>
    </message>
    <message>
        <source>&amp;Tour</source>
        <translation>导览(&amp;T)</translation>
    </message>
    <message>
        <source>&amp;Keys</source>
        <translation>按键(&amp;K)</translation>
    </message>
    <message>
        <source>&amp;Manual</source>
        <translation>手册(&amp;M)</translation>
    </message>
    <message>
        <source>&lt;b&gt;Views.&lt;/b&gt; Each tab is a view: panels laid out like a figure. Start with &lt;i&gt;The idea&lt;/i&gt;; Ctrl+1 … Ctrl+%1 switch views, &lt;i&gt;Panels&lt;/i&gt; picks a view&apos;s panels.</source>
        <translation>&lt;b&gt;视图。&lt;/b&gt;每个标签页是一个视图：像插图一样排列的面板。从&lt;i&gt;核心思想&lt;/i&gt;开始；Ctrl+1 … Ctrl+%1 切换视图，&lt;i&gt;面板&lt;/i&gt;选择视图中的面板。</translation>
    </message>
    <message>
        <source>&lt;b&gt;The shaded area is Φ(x).&lt;/b&gt; Under the normal curve, the area up to x is the probability that X ~ N(0, 1) is at most x. Drag the line at x, or press ← and →.</source>
        <translation>&lt;b&gt;阴影面积就是 Φ(x)。&lt;/b&gt;正态曲线下到 x 为止的面积，是 X ~ N(0, 1) 不超过 x 的概率。拖动 x 处的竖线，或按 ← 和 →。</translation>
    </message>
    <message>
        <source>&lt;b&gt;The same number as a curve.&lt;/b&gt; Φ(x) is the probability that the mask keeps x: near 1 for large x, near 0 far left.</source>
        <translation>&lt;b&gt;同一个数，画成曲线。&lt;/b&gt;Φ(x) 是掩码保留 x 的概率：x 很大时接近 1，很靠左时接近 0。</translation>
    </message>
    <message>
        <source>&lt;b&gt;Toss the coin.&lt;/b&gt; Press Play: each draw keeps x with probability Φ(x), else gives 0. The running mean settles on x·Φ(x).</source>
        <translation>&lt;b&gt;抛硬币。&lt;/b&gt;按播放：每次抽样以概率 Φ(x) 保留 x，否则得 0。累计均值会稳定在 x·Φ(x)。</translation>
    </message>
    <message>
        <source>&lt;b&gt;That mean is GELU(x).&lt;/b&gt; GELU(x) = x·Φ(x): the read-out multiplies the two numbers at your x. ReLU and ELU are drawn beside it.</source>
        <translation>&lt;b&gt;这个均值就是 GELU(x)。&lt;/b&gt;GELU(x) = x·Φ(x)：读数把你的 x 处的两个数相乘。旁边画有 ReLU 和 ELU。</translation>
    </message>
    <message>
        <source>&lt;b&gt;Change what you see.&lt;/b&gt; Move x, change μ and σ, tick more curves or type a formula of your own; Edit ▸ Undo takes any change back.</source>
        <translation>&lt;b&gt;改变所见。&lt;/b&gt;移动 x，改变 μ 和 σ，勾选更多曲线或输入自己的公式；编辑 ▸ 撤销可撤回任何更改。</translation>
    </message>
    <message>
        <source>&lt;b&gt;Present and export.&lt;/b&gt; F5 presents the built-in lecture (or your deck); File ▸ Export saves figures, handouts and videos. Help ▸ Keys lists every key.</source>
        <translation>&lt;b&gt;演示与导出。&lt;/b&gt;F5 演示内置讲义（或你的演示稿）；文件 ▸ 导出可保存插图、讲义和视频。帮助 ▸ 按键列出所有按键。</translation>
    </message>
    <message>
        <source>no panel is ticked for the sheet</source>
        <translation>未为整页勾选任何面板</translation>
    </message>
    <message>
        <source>GELU Explorer decks and web pages (*%1 *.html);;All files (*)</source>
        <translation>GELU Explorer 演示文稿和网页 (*%1 *.html);;所有文件 (*)</translation>
    </message>
    <message>
        <source>untitled deck</source>
        <translation>未命名演示文稿</translation>
    </message>
    <message>
        <source> · deck %1</source>
        <translation> · 演示文稿 %1</translation>
    </message>
    <message>
        <source>Present</source>
        <translation>演示</translation>
    </message>
    <message>
        <source>Export handout</source>
        <translation>导出讲义</translation>
    </message>
    <message>
        <source>Export for web</source>
        <translation>导出为网页</translation>
    </message>
    <message>
        <source>Export for &amp;web…</source>
        <translation>导出为网页(&amp;W)…</translation>
    </message>
    <message>
        <source>The window&apos;s colours: light, dark, high contrast or the system&apos;s</source>
        <translation>窗口的配色：浅色、深色、高对比度或跟随系统</translation>
    </message>
    <message>
        <source>Showing step %1 of the deck, “%2”. A click on the view&apos;s tab above shows its own panels again.</source>
        <translation>正在显示演示文稿的第 %1 步“%2”。点击上方该视图的标签页即可重新显示它自己的面板。</translation>
    </message>
    <message>
        <source>The scene and the deck have unsaved changes.</source>
        <translation>场景和演示文稿都有未保存的更改。</translation>
    </message>
</context>
<context>
    <name>ui::MathLabel</name>
    <message>
        <source>&amp;Copy text</source>
        <translation>复制文本(&amp;C)</translation>
    </message>
</context>
<context>
    <name>ui::MonteCarloPanel</name>
    <message>
        <source>Each draw will show here: %1 keep $x$, %2 output $0$.</source>
        <translation>每次抽样将显示在这里：%1 保留 $x$，%2 输出 $0$。</translation>
    </message>
    <message>
        <source>▶ Play</source>
        <translation>▶ 播放</translation>
    </message>
    <message>
        <source>Play or pause the simulation (Space)</source>
        <translation>播放或暂停模拟（空格）</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>单步</translation>
    </message>
    <message>
        <source>One more step of draws</source>
        <translation>再进行一步抽样</translation>
    </message>
    <message>
        <source>Reset</source>
        <translation>重置</translation>
    </message>
    <message>
        <source>Grid of x</source>
        <translation>x 网格</translation>
    </message>
    <message>
        <source>Simulate every x of a grid at once</source>
        <translation>同时模拟网格上的每个 x</translation>
    </message>
    <message>
        <source>95% band</source>
        <translation>95% 置信带</translation>
    </message>
    <message>
        <source>running mean</source>
        <translation>累积均值</translation>
    </message>
    <message>
        <source>estimates ± 95%</source>
        <translation>估计值 ± 95%</translation>
    </message>
    <message>
        <source>❚❚ Pause</source>
        <translation>❚❚ 暂停</translation>
    </message>
    <message>
        <source>average of the masked outputs</source>
        <translation>掩码输出的平均值</translation>
    </message>
    <message>
        <source>number of draws $n$</source>
        <translation>抽样次数 $n$</translation>
    </message>
    <message>
        <source>Monte Carlo: keep $x$ with probability $\Phi(x)$, else 0 — the average converges to $x\,\Phi(x)$</source>
        <translation>蒙特卡洛：以概率 $\Phi(x)$ 保留 $x$，否则为 0——平均值收敛到 $x\,\Phi(x)$</translation>
    </message>
    <message>
        <source>$n = 0$ — press Play or Step.   target $x\,\Phi(x) = %1$</source>
        <translation>$n = 0$——请按“播放”或“单步”。   目标 $x\,\Phi(x) = %1$</translation>
    </message>
    <message>
        <source>$n = %1$   kept %2 (%3%)   mean $%4 \pm %5$ (95%)   target $x\,\Phi(x) = %6$</source>
        <translation>$n = %1$   保留 %2（%3%）   均值 $%4 \pm %5$（95%）   目标 $x\,\Phi(x) = %6$</translation>
    </message>
    <message>
        <source>keep $x$</source>
        <translation>保留 $x$</translation>
    </message>
    <message>
        <source>output $0$</source>
        <translation>输出 $0$</translation>
    </message>
    <message>
        <source>target $x\,\Phi(x)$</source>
        <translation>目标 $x\,\Phi(x)$</translation>
    </message>
    <message>
        <source>$\mathrm{GELU}(x) = x\,\Phi(x)$</source>
        <translation>$\mathrm{GELU}(x) = x\,\Phi(x)$</translation>
    </message>
    <message>
        <source>Stop, and back to n = 0 with the same seed (R)</source>
        <translation>停止并以相同种子回到 n = 0（R）</translation>
    </message>
    <message>
        <source>To n = %1…</source>
        <translation>运行到 n = %1…</translation>
    </message>
    <message>
        <source>n = %1 reached</source>
        <translation>已到 n = %1</translation>
    </message>
    <message>
        <source>Play until the run has this many draws, then stop</source>
        <translation>播放直到抽样达到此数量，然后停止</translation>
    </message>
    <message>
        <source>Run to n</source>
        <translation>运行到 n</translation>
    </message>
    <message>
        <source>last:</source>
        <translation>最近：</translation>
    </message>
    <message>
        <source>draw %1:</source>
        <translation>第 %1 次抽样：</translation>
    </message>
    <message>
        <source>$n = %1$</source>
        <translation>$n = %1$</translation>
    </message>
    <message>
        <source>mean $%1 \pm %2$</source>
        <translation>均值 $%1 \pm %2$</translation>
    </message>
    <message>
        <source>target $%1$</source>
        <translation>目标 $%1$</translation>
    </message>
    <message>
        <source>$n = 0$: no draws yet.</source>
        <translation>$n = 0$：尚无抽样。</translation>
    </message>
    <message>
        <source>target $x\,\Phi(x) = %1$</source>
        <translation>目标 $x\,\Phi(x) = %1$</translation>
    </message>
    <message>
        <source>average</source>
        <translation>平均值</translation>
    </message>
    <message>
        <source>mean</source>
        <translation>均值</translation>
    </message>
</context>
<context>
    <name>ui::NeuronPanel</name>
    <message>
        <source>Input x₁</source>
        <translation>输入 x₁</translation>
    </message>
    <message>
        <source>The neuron&apos;s first input</source>
        <translation>神经元的第一个输入</translation>
    </message>
    <message>
        <source>Input x₂</source>
        <translation>输入 x₂</translation>
    </message>
    <message>
        <source>The neuron&apos;s second input</source>
        <translation>神经元的第二个输入</translation>
    </message>
    <message>
        <source>Weight w₁</source>
        <translation>权重 w₁</translation>
    </message>
    <message>
        <source>The weight of the first input</source>
        <translation>第一个输入的权重</translation>
    </message>
    <message>
        <source>Weight w₂</source>
        <translation>权重 w₂</translation>
    </message>
    <message>
        <source>The weight of the second input</source>
        <translation>第二个输入的权重</translation>
    </message>
    <message>
        <source>Bias b</source>
        <translation>偏置 b</translation>
    </message>
    <message>
        <source>Added to the weighted sum s</source>
        <translation>加到加权和 s 上</translation>
    </message>
    <message>
        <source>Activation</source>
        <translation>激活函数</translation>
    </message>
    <message>
        <source>The function the neuron applies to s</source>
        <translation>神经元作用于 s 的函数</translation>
    </message>
    <message>
        <source>Gate</source>
        <translation>门控</translation>
    </message>
    <message>
        <source>A gated unit of transformer MLPs: (w·x + b) ⊙ act(v·x + c)</source>
        <translation>Transformer MLP 中的门控单元：(w·x + b) ⊙ act(v·x + c)</translation>
    </message>
    <message>
        <source>plain</source>
        <translation>无门控</translation>
    </message>
    <message>
        <source>Gate weight v₁</source>
        <translation>门控权重 v₁</translation>
    </message>
    <message>
        <source>The gate&apos;s weight of the first input</source>
        <translation>门控对第一个输入的权重</translation>
    </message>
    <message>
        <source>Gate weight v₂</source>
        <translation>门控权重 v₂</translation>
    </message>
    <message>
        <source>The gate&apos;s weight of the second input</source>
        <translation>门控对第二个输入的权重</translation>
    </message>
    <message>
        <source>Gate bias c</source>
        <translation>门控偏置 c</translation>
    </message>
    <message>
        <source>Added to the gate&apos;s sum</source>
        <translation>加到门控的加权和上</translation>
    </message>
    <message>
        <source>f</source>
        <translation>f</translation>
    </message>
    <message>
        <source>unit</source>
        <translation>单元</translation>
    </message>
    <message>
        <source>A neuron: $\operatorname{activation}(w_1x_1 + w_2x_2 + b)$</source>
        <translation>一个神经元：$\text{激活函数}(w_1x_1 + w_2x_2 + b)$</translation>
    </message>
    <message>
        <source>A gated unit: $(w\cdot x + b) \odot \operatorname{act}(v\cdot x + c)$</source>
        <translation>门控单元：$(w\cdot x + b) \odot \operatorname{act}(v\cdot x + c)$</translation>
    </message>
</context>
<context>
    <name>ui::NumberEdit</name>
    <message>
        <source>This box</source>
        <translation>此输入框</translation>
    </message>
    <message>
        <source>%1 needs a value; it stays %2.</source>
        <translation>%1 需要一个值；保持为 %2。</translation>
    </message>
    <message>
        <source>%1: %2 is outside %3 … %4; it stays %5.</source>
        <translation>%1：%2 超出 %3 … %4；保持为 %5。</translation>
    </message>
    <message>
        <source>%1: “%2” is not a number; it stays %3.</source>
        <translation>%1：“%2”不是数字；保持为 %3。</translation>
    </message>
</context>
<context>
    <name>ui::PdfAreaPanel</name>
    <message>
        <source>Normal pdf: the shaded area up to $x$ is $\Phi(x) = P(X \le x)$</source>
        <translation>正态概率密度：$x$ 左侧的阴影面积为 $\Phi(x) = P(X \le x)$</translation>
    </message>
</context>
<context>
    <name>ui::PlotPanel</name>
    <message>
        <source>x axis from %1 to %2</source>
        <translation>x 轴范围：%1 到 %2</translation>
    </message>
</context>
<context>
    <name>ui::PresenterConsole</name>
    <message>
        <source>The audience sees the end of the lecture (← goes back)</source>
        <translation>观众看到课程结束画面（← 返回）</translation>
    </message>
    <message>
        <source>The current step</source>
        <translation>当前步骤</translation>
    </message>
    <message>
        <source>The next step</source>
        <translation>下一步骤</translation>
    </message>
    <message>
        <source>GELU Explorer — presenter console</source>
        <translation>GELU Explorer — 演讲者控制台</translation>
    </message>
    <message>
        <source>Step %1 of %2</source>
        <translation>第 %1 步，共 %2 步</translation>
    </message>
    <message>
        <source>fragment %1 of %2</source>
        <translation>片段 %1/%2</translation>
    </message>
    <message>
        <source>GELU Explorer — presenter console, step %1 of %2</source>
        <translation>GELU Explorer — 演讲者控制台，第 %1 步，共 %2 步</translation>
    </message>
    <message>
        <source>Next: %1</source>
        <translation>下一步：%1</translation>
    </message>
    <message>
        <source>step %1</source>
        <translation>第 %1 步</translation>
    </message>
    <message>
        <source>Next: the end of the deck</source>
        <translation>下一步：演示结束</translation>
    </message>
    <message>
        <source>No notes for this step.</source>
        <translation>此步骤没有备注。</translation>
    </message>
    <message>
        <source>Crowded on the projector: a plot %1 px tall at the smallest type (fewer panels, or a larger screen)</source>
        <translation>投影上过于拥挤：最小字号下有一个图仅 %1 px 高（减少面板，或换更大的屏幕）</translation>
    </message>
    <message>
        <source>The audience sees this step</source>
        <translation>观众看到此步骤</translation>
    </message>
    <message>
        <source>The audience sees a black screen (B)</source>
        <translation>观众看到黑屏（B）</translation>
    </message>
    <message>
        <source>The audience sees a white screen (W)</source>
        <translation>观众看到白屏（W）</translation>
    </message>
    <message>
        <source>The audience sees a frozen picture (F)</source>
        <translation>观众看到冻结的画面（F）</translation>
    </message>
    <message>
        <source>The mouse works the panels</source>
        <translation>鼠标操作面板</translation>
    </message>
    <message>
        <source>Laser pointer</source>
        <translation>激光笔</translation>
    </message>
    <message>
        <source>Pen %1, fading</source>
        <translation>笔 %1，渐隐</translation>
    </message>
    <message>
        <source>Pen %1</source>
        <translation>笔 %1</translation>
    </message>
    <message>
        <source>Go to step: %1_</source>
        <translation>跳到步骤：%1_</translation>
    </message>
    <message>
        <source>? keys</source>
        <translation>? 按键</translation>
    </message>
    <message>
        <source>%1 left of %2</source>
        <translation>剩余 %1，共 %2</translation>
    </message>
    <message>
        <source>%1 over the %2 planned</source>
        <translation>超出计划的 %2 共 %1</translation>
    </message>
    <message>
        <source>This step %1 of %2</source>
        <translation>本步骤 %1，计划 %2</translation>
    </message>
    <message>
        <source>This step %1</source>
        <translation>本步骤 %1</translation>
    </message>
    <message>
        <source>%1 behind the plan</source>
        <translation>落后计划 %1</translation>
    </message>
    <message>
        <source>%1 ahead of the plan</source>
        <translation>领先计划 %1</translation>
    </message>
    <message>
        <source>On time</source>
        <translation>按计划进行</translation>
    </message>
    <message>
        <source>The last step</source>
        <translation>最后一步</translation>
    </message>
    <message>
        <source>This step %1 over</source>
        <translation>本步骤超时 %1</translation>
    </message>
    <message>
        <source>The network the room joins on (remembered)</source>
        <translation>听众加入所用的网络（会被记住）</translation>
    </message>
    <message>
        <source>Join code on screen (J)</source>
        <translation>在屏幕上显示加入码 (J)</translation>
    </message>
    <message>
        <source>this computer only</source>
        <translation>仅本机</translation>
    </message>
    <message>
        <source>Stop sharing (R)</source>
        <translation>停止共享 (R)</translation>
    </message>
    <message>
        <source>Share with the room (R)</source>
        <translation>与听众共享 (R)</translation>
    </message>
    <message numerus="yes">
        <source>%1 · %n following</source>
        <translation>
            <numerusform>%1 · %n 人在跟随</numerusform>
        </translation>
    </message>
    <message>
        <source>Not shared</source>
        <translation>未共享</translation>
    </message>
    <message>
        <source>Next: fragment %1 of %2</source>
        <translation>下一步：片段 %1/%2</translation>
    </message>
    <message>
        <source>Save answers…</source>
        <translation>保存回答…</translation>
    </message>
    <message>
        <source>answered: %1, shown (A hides)</source>
        <translation>已回答：%1，已显示（A 隐藏）</translation>
    </message>
    <message>
        <source>answered: %1 (A reveals)</source>
        <translation>已回答：%1（A 显示）</translation>
    </message>
    <message>
        <source>Save the room&apos;s answers</source>
        <translation>保存全场的回答</translation>
    </message>
    <message>
        <source>answers.csv</source>
        <translation>answers.csv</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>CSV 文件 (*.csv)</translation>
    </message>
    <message>
        <source>Answers saved to %1</source>
        <translation>回答已保存到 %1</translation>
    </message>
    <message>
        <source>The room&apos;s answers to every question so far, as CSV (anonymous; they are kept nowhere else and end with the talk)</source>
        <translation>到目前为止全场对所有问题的回答，CSV 格式（匿名；不在别处保存，演讲结束即消失）</translation>
    </message>
</context>
<context>
    <name>ui::PresentingSession</name>
    <message>
        <source>B or .  W</source>
        <translation>B 或 .  W</translation>
    </message>
    <message>
        <source>→  Space  PageDown</source>
        <translation>→  空格  PageDown</translation>
    </message>
    <message>
        <source>next fragment or step</source>
        <translation>下一片段或步骤</translation>
    </message>
    <message>
        <source>←  Backspace  PageUp</source>
        <translation>←  退格  PageUp</translation>
    </message>
    <message>
        <source>back</source>
        <translation>返回</translation>
    </message>
    <message>
        <source>Home  End</source>
        <translation>Home  End</translation>
    </message>
    <message>
        <source>first, last step</source>
        <translation>第一步、最后一步</translation>
    </message>
    <message>
        <source>G, a number, Enter</source>
        <translation>G、数字、回车</translation>
    </message>
    <message>
        <source>go to a step (the audience sees none between)</source>
        <translation>跳到某一步（观众看不到中间的步骤）</translation>
    </message>
    <message>
        <source>play or pause what the step plays</source>
        <translation>播放或暂停本步骤的内容</translation>
    </message>
    <message>
        <source>move x</source>
        <translation>移动 x</translation>
    </message>
    <message>
        <source>black, white screen (again: back)</source>
        <translation>黑屏、白屏（再按：恢复）</translation>
    </message>
    <message>
        <source>freeze the audience&apos;s picture while you move on</source>
        <translation>冻结观众画面，同时您继续操作</translation>
    </message>
    <message>
        <source>pen in colour n, laser pointer, the mouse works the panels</source>
        <translation>第 n 种颜色的笔、激光笔、鼠标操作面板</translation>
    </message>
    <message>
        <source>ink fades or stays, clear the ink</source>
        <translation>墨迹渐隐或保留、清除墨迹</translation>
    </message>
    <message>
        <source>swap the screens, the console as a window (one screen)</source>
        <translation>交换屏幕、控制台作为窗口（单屏）</translation>
    </message>
    <message>
        <source>restart the timer, the key hints</source>
        <translation>重新计时、按键提示</translation>
    </message>
    <message>
        <source>leave presenting</source>
        <translation>退出演示</translation>
    </message>
    <message>
        <source>these keys</source>
        <translation>这些按键</translation>
    </message>
    <message>
        <source>Go to step: %1_  (Enter goes, Esc cancels)</source>
        <translation>跳到步骤：%1_（回车跳转，Esc 取消）</translation>
    </message>
    <message>
        <source>scroll the notes</source>
        <translation>滚动备注</translation>
    </message>
    <message>
        <source>Share with the room</source>
        <translation>与听众共享</translation>
    </message>
    <message>
        <source>share with the room (again: stop), its join code on the screen</source>
        <translation>与听众共享（再按：停止），在屏幕上显示加入码</translation>
    </message>
    <message>
        <source>reveal the room&apos;s answers to the step&apos;s question (again: hide)</source>
        <translation>显示全场对本步问题的回答（再按：隐藏）</translation>
    </message>
</context>
<context>
    <name>ui::PropagationPanel</name>
    <message>
        <source>Signal propagation: a Gaussian through f, and through a deep random network</source>
        <translation>信号传播：高斯分布经过 f，以及经过深层随机网络</translation>
    </message>
    <message>
        <source>Gain</source>
        <translation>增益</translation>
    </message>
    <message>
        <source>The weights&apos; gain g: weights N(0, g²/width)</source>
        <translation>权重的增益 g：权重 N(0, g²/宽度)</translation>
    </message>
    <message>
        <source>Custom gain</source>
        <translation>自定义增益</translation>
    </message>
    <message>
        <source>The gain g when the rule is custom</source>
        <translation>规则为“自定义”时的增益 g</translation>
    </message>
    <message>
        <source>Depth</source>
        <translation>深度</translation>
    </message>
    <message>
        <source>Layers after the input</source>
        <translation>输入之后的层数</translation>
    </message>
    <message>
        <source>Width</source>
        <translation>宽度</translation>
    </message>
    <message>
        <source>Units per layer</source>
        <translation>每层单元数</translation>
    </message>
    <message>
        <source>g</source>
        <translation>g</translation>
    </message>
    <message>
        <source>depth</source>
        <translation>深度</translation>
    </message>
    <message>
        <source>width</source>
        <translation>宽度</translation>
    </message>
    <message>
        <source>layer $l$</source>
        <translation>第 $l$ 层</translation>
    </message>
    <message>
        <source>variance $q_l$</source>
        <translation>方差 $q_l$</translation>
    </message>
    <message>
        <source>%1 draws</source>
        <translation>%1 次抽样</translation>
    </message>
    <message>
        <source>$P = %1$</source>
        <translation>$P = %1$</translation>
    </message>
    <message>
        <source>$y = f(x)$</source>
        <translation>$y = f(x)$</translation>
    </message>
    <message>
        <source>density</source>
        <translation>密度</translation>
    </message>
    <message>
        <source>pre-activation $h$</source>
        <translation>预激活 $h$</translation>
    </message>
    <message>
        <source>layer</source>
        <translation>层</translation>
    </message>
    <message>
        <source>The variance map $q \mapsto g^2\,\mathrm{E}[f(\sqrt{q}\,Z)^2]%1$</source>
        <translation>方差映射 $q \mapsto g^2\,\mathrm{E}[f(\sqrt{q}\,Z)^2]%1$</translation>
    </message>
    <message>
        <source>Variance by layer: width %1 (dots), theory (lines)</source>
        <translation>各层方差：宽度 %1（点），理论（线）</translation>
    </message>
    <message>
        <source>%1 of %2: mean $%3$, $\mathrm{E}[f^2]$ $%4$, gain $%5$</source>
        <translation>%2 的 %1：均值 $%3$，$\mathrm{E}[f^2]$ $%4$，增益 $%5$</translation>
    </message>
    <message>
        <source>%1: pre-activations by layer</source>
        <translation>%1：各层预激活</translation>
    </message>
    <message>
        <source>%1 at gain %2: variance %3 after %4 layers (theory %5); mean %6, E[f²] %7 for %8</source>
        <translation>%1，增益 %2：%4 层后方差 %3（理论 %5）；%8 时均值 %6，E[f²] %7</translation>
    </message>
    <message>
        <source>He: √2</source>
        <translation>He：√2</translation>
    </message>
    <message>
        <source>second moment: 1/√E[f(Z)²]</source>
        <translation>二阶矩：1/√E[f(Z)²]</translation>
    </message>
    <message>
        <source>Xavier: 1</source>
        <translation>Xavier：1</translation>
    </message>
    <message>
        <source>PyTorch default: 1/√3</source>
        <translation>PyTorch 默认：1/√3</translation>
    </message>
    <message>
        <source>custom</source>
        <translation>自定义</translation>
    </message>
    <message>
        <source>%1, theory</source>
        <translation>%1，理论</translation>
    </message>
    <message>
        <source>%1, width %2</source>
        <translation>%1，宽度 %2</translation>
    </message>
    <message>
        <source>Signal propagation</source>
        <translation>信号传播</translation>
    </message>
    <message>
        <source>layer %1
h = %2
mean %3, variance %4</source>
        <translation>第 %1 层
h = %2
均值 %3，方差 %4</translation>
    </message>
</context>
<context>
    <name>ui::QuestionEditor</name>
    <message>
        <source>None</source>
        <translation>无</translation>
    </message>
    <message>
        <source>A point on a curve</source>
        <translation>曲线上的一个点</translation>
    </message>
    <message>
        <source>A number</source>
        <translation>一个数</translation>
    </message>
    <message>
        <source>One of several choices</source>
        <translation>多选一</translation>
    </message>
    <message>
        <source>What the room answers on their devices while the lecture is shared</source>
        <translation>课程共享时，全场在自己设备上回答的问题</translation>
    </message>
    <message>
        <source>Where is GELU smallest?</source>
        <translation>GELU 在哪里最小？</translation>
    </message>
    <message>
        <source>The curve the room places its points on</source>
        <translation>全场放置点的曲线</translation>
    </message>
    <message>
        <source>A formula of x at the step&apos;s x (Phi(1), 0.5, gelu(x)); for a point also minimum or maximum; empty: no right answer</source>
        <translation>关于 x 的公式，在本步的 x 处求值（Phi(1)、0.5、gelu(x)）；点也可用 minimum 或 maximum；留空：没有正确答案</translation>
    </message>
    <message>
        <source>One choice a line (2 to 6)</source>
        <translation>每行一个选项（2 到 6 个）</translation>
    </message>
    <message>
        <source>automatic</source>
        <translation>自动</translation>
    </message>
    <message>
        <source>How far from the right answer still counts as right</source>
        <translation>离正确答案多远仍算正确</translation>
    </message>
    <message>
        <source>&amp;Question:</source>
        <translation>问题(&amp;Q):</translation>
    </message>
    <message>
        <source>Asks:</source>
        <translation>问：</translation>
    </message>
    <message>
        <source>On the curve:</source>
        <translation>在曲线上：</translation>
    </message>
    <message>
        <source>Right answer:</source>
        <translation>正确答案：</translation>
    </message>
    <message>
        <source>Choices:</source>
        <translation>选项：</translation>
    </message>
    <message>
        <source>Right choice:</source>
        <translation>正确选项：</translation>
    </message>
    <message>
        <source>Counts as right within:</source>
        <translation>在此范围内算正确：</translation>
    </message>
    <message>
        <source>Right: x = %1 (within ±%2)</source>
        <translation>正确：x = %1（±%2 以内）</translation>
    </message>
    <message>
        <source>Right: %1 (within ±%2)</source>
        <translation>正确：%1（±%2 以内）</translation>
    </message>
    <message>
        <source>Right: %1</source>
        <translation>正确：%1</translation>
    </message>
    <message>
        <source>No right answer: the room&apos;s answers are shown as they are</source>
        <translation>没有正确答案：按原样显示全场的回答</translation>
    </message>
    <message>
        <source>The question as the room reads it on their devices</source>
        <translation>全场在自己设备上看到的问题</translation>
    </message>
    <message>
        <source>The answers the room picks from, one a line</source>
        <translation>全场可选的答案，每行一个</translation>
    </message>
    <message>
        <source>The choice marked right when the answers are shown</source>
        <translation>显示回答时标为正确的选项</translation>
    </message>
</context>
<context>
    <name>ui::SceneDocument</name>
    <message>
        <source>untitled</source>
        <translation>未命名</translation>
    </message>
    <message>
        <source>%1[*] — GELU Explorer</source>
        <translation>%1[*] — GELU Explorer</translation>
    </message>
    <message>
        <source>Cannot open the scene</source>
        <translation>无法打开场景</translation>
    </message>
    <message>
        <source>Opened %1</source>
        <translation>已打开 %1</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>已保存 %1</translation>
    </message>
    <message>
        <source>Cannot save the scene</source>
        <translation>无法保存场景</translation>
    </message>
    <message>
        <source>Save scene</source>
        <translation>保存场景</translation>
    </message>
    <message>
        <source>GELU Explorer scenes (*%1)</source>
        <translation>GELU Explorer 场景 (*%1)</translation>
    </message>
    <message>
        <source>The scene has unsaved changes.</source>
        <translation>场景有未保存的更改。</translation>
    </message>
    <message>
        <source>Open scene</source>
        <translation>打开场景</translation>
    </message>
    <message>
        <source>GELU Explorer scenes, figures and web pages (*%1 *.png *.svg *.html);;All files (*)</source>
        <translation>GELU Explorer 场景、插图和网页 (*%1 *.png *.svg *.html);;所有文件 (*)</translation>
    </message>
</context>
<context>
    <name>ui::SceneHistory</name>
    <message>
        <source>Move x</source>
        <translation>移动 x</translation>
    </message>
    <message>
        <source>Change the shape (μ, σ, α, β, slope, λ)</source>
        <translation>更改形状参数（μ、σ、α、β、斜率、λ）</translation>
    </message>
    <message>
        <source>Show or hide curves</source>
        <translation>显示或隐藏曲线</translation>
    </message>
    <message>
        <source>Change the range</source>
        <translation>更改范围</translation>
    </message>
    <message>
        <source>Change the simulation</source>
        <translation>更改模拟</translation>
    </message>
    <message>
        <source>Change the neuron</source>
        <translation>更改神经元</translation>
    </message>
    <message>
        <source>Change the scene</source>
        <translation>更改场景</translation>
    </message>
    <message>
        <source>Change the deep network</source>
        <translation>更改深层网络</translation>
    </message>
    <message>
        <source>Change the number format</source>
        <translation>更改数值格式</translation>
    </message>
    <message>
        <source>Change the training</source>
        <translation>更改训练</translation>
    </message>
    <message>
        <source>Change a formula&apos;s parameter</source>
        <translation>更改公式的参数</translation>
    </message>
    <message>
        <source>Change the formulas</source>
        <translation>更改公式</translation>
    </message>
</context>
<context>
    <name>ui::SeedEdit</name>
    <message>
        <source>Seed: %1 is beyond 18446744073709551615; it stays %2.</source>
        <translation>种子：%1 超过 18446744073709551615；保持为 %2。</translation>
    </message>
    <message>
        <source>Any whole number from 0 to 18446744073709551615</source>
        <translation>0 到 18446744073709551615 之间的任意整数</translation>
    </message>
</context>
<context>
    <name>ui::SeedRepeatDialog</name>
    <message>
        <source>a second</source>
        <translation>1 秒</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 秒</translation>
    </message>
    <message>
        <source>%1 min</source>
        <translation>%1 分钟</translation>
    </message>
    <message>
        <source>Repeat over seeds</source>
        <translation>多个种子重复</translation>
    </message>
    <message>
        <source>One run shows one draw. Each seed draws new data, initial weights and batches, the same for every activation; the spread over seeds says whether a difference holds.</source>
        <translation>一次运行只是一次抽样。每个种子抽取新的数据、初始权重和批次，所有激活函数相同；各种子间的离散程度说明差异是否成立。</translation>
    </message>
    <message>
        <source>&amp;Seeds</source>
        <translation>种子(&amp;S)</translation>
    </message>
    <message>
        <source>Seeds</source>
        <translation>种子</translation>
    </message>
    <message>
        <source>How many runs, each from its own seed</source>
        <translation>运行次数，每次使用自己的种子</translation>
    </message>
    <message>
        <source>&amp;Run</source>
        <translation>运行(&amp;R)</translation>
    </message>
    <message>
        <source>%v of %m seeds</source>
        <translation>%v / %m 个种子</translation>
    </message>
    <message>
        <source>Save as CSV…</source>
        <translation>另存为 CSV…</translation>
    </message>
    <message>
        <source>CSV (*.csv)</source>
        <translation>CSV (*.csv)</translation>
    </message>
    <message>
        <source>%1, %2 points, hidden layers %3, %4 at rate %5, %6 epochs; seeds %7 to %8.</source>
        <translation>%1，%2 个点，隐藏层 %3，%4，学习率 %5，%6 轮；种子 %7 到 %8。</translation>
    </message>
    <message>
        <source>SGD with momentum 0.9</source>
        <translation>SGD（动量 0.9）</translation>
    </message>
    <message>
        <source>Adam</source>
        <translation>Adam</translation>
    </message>
    <message>
        <source>at most %1</source>
        <translation>最多 %1</translation>
    </message>
    <message>
        <source>%1 seeds would take more than an hour: at most %2, or fewer epochs or a smaller network.</source>
        <translation>%1 个种子需要超过一小时：最多 %2 个，或减少轮数或缩小网络。</translation>
    </message>
    <message>
        <source>%1 seeds would take more than an hour: fewer epochs or a smaller network.</source>
        <translation>%1 个种子需要超过一小时：请减少轮数或缩小网络。</translation>
    </message>
    <message>
        <source>The training&apos;s settings changed since these runs: Run again to repeat the run shown now.</source>
        <translation>这些运行之后训练设置已更改：再次运行以重复当前显示的训练。</translation>
    </message>
    <message>
        <source>Training the first seed…</source>
        <translation>正在训练第一个种子…</translation>
    </message>
    <message>
        <source>Run to train every activation once per seed.</source>
        <translation>运行以按每个种子训练每个激活函数一次。</translation>
    </message>
    <message>
        <source>test accuracy (%)</source>
        <translation>测试准确率 (%)</translation>
    </message>
    <message>
        <source>test loss</source>
        <translation>测试损失</translation>
    </message>
    <message>
        <source>test loss (×%1)</source>
        <translation>测试损失 (×%1)</translation>
    </message>
    <message>
        <source>Activation</source>
        <translation>激活函数</translation>
    </message>
    <message>
        <source>Test accuracy (%)</source>
        <translation>测试准确率 (%)</translation>
    </message>
    <message>
        <source>Test loss</source>
        <translation>测试损失</translation>
    </message>
    <message>
        <source>Test loss (×%1)</source>
        <translation>测试损失 (×%1)</translation>
    </message>
    <message>
        <source>Least – greatest</source>
        <translation>最小 – 最大</translation>
    </message>
    <message>
        <source>Difference to %1 (points)</source>
        <translation>与 %1 之差（百分点）</translation>
    </message>
    <message>
        <source>Difference to %1</source>
        <translation>与 %1 之差</translation>
    </message>
    <message>
        <source>Difference to %1 (×%2)</source>
        <translation>与 %1 之差 (×%2)</translation>
    </message>
    <message>
        <source>Dead units</source>
        <translation>死亡单元</translation>
    </message>
    <message>
        <source>Runs with dead units</source>
        <translation>有死亡单元的运行</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>%1 (at most %2)</source>
        <translation>%1（最多 %2）</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 / %2</translation>
    </message>
    <message>
        <source>; %1 diverged</source>
        <translation>；%1 个发散</translation>
    </message>
    <message>
        <source>S&amp;top</source>
        <translation>停止(&amp;T)</translation>
    </message>
    <message>
        <source>Save the seeds&apos; runs</source>
        <translation>保存各种子的运行</translation>
    </message>
    <message>
        <source>Saved to %1.</source>
        <translation>已保存到 %1。</translation>
    </message>
    <message>
        <source>A seed could not be trained (memory short?): the repeat ended early.</source>
        <translation>有一个种子无法训练（内存不足？）：重复提前结束。</translation>
    </message>
    <message>
        <source>Stopped after %1 of %2 seeds.</source>
        <translation>在 %2 个种子中的第 %1 个后停止。</translation>
    </message>
    <message>
        <source>Dots: each seed&apos;s test accuracy after the last epoch; bars: the mean ± one standard deviation, the runs&apos; spread.</source>
        <translation>点：每个种子在最后一轮后的测试准确率；误差棒：均值 ± 一个标准差，即各次运行的离散程度。</translation>
    </message>
    <message>
        <source>Dots: each seed&apos;s test loss after the last epoch; bars: the mean ± one standard deviation, the runs&apos; spread.</source>
        <translation>点：每个种子在最后一轮后的测试损失；误差棒：均值 ± 一个标准差，即各次运行的离散程度。</translation>
    </message>
    <message>
        <source>The difference to the first activation is taken seed by seed (the same data and start for both); where its 95% interval holds 0 the runs show no difference.</source>
        <translation>与第一个激活函数的差异按种子逐一计算（两者数据和起点相同）；若其 95% 区间包含 0，则这些运行没有显示出差异。</translation>
    </message>
    <message>
        <source>The runs show</source>
        <translation>运行结果</translation>
    </message>
    <message>
        <source>%1 (%2 to %3)</source>
        <translation>%1（%2 至 %3）</translation>
    </message>
    <message>
        <source>no difference shown</source>
        <translation>未显示差异</translation>
    </message>
    <message>
        <source>%1 ahead</source>
        <translation>%1 领先</translation>
    </message>
</context>
<context>
    <name>ui::StepVideosDialog</name>
    <message>
        <source>Export step videos</source>
        <translation>导出各步视频</translation>
    </message>
    <message>
        <source>&amp;Browse…</source>
        <translation>浏览(&amp;B)…</translation>
    </message>
    <message>
        <source>Export a video per step into</source>
        <translation>将每步一个视频导出到</translation>
    </message>
    <message>
        <source>&amp;Folder:</source>
        <translation>文件夹(&amp;F)：</translation>
    </message>
    <message>
        <source>1280 × 720 (720p)</source>
        <translation>1280 × 720 (720p)</translation>
    </message>
    <message>
        <source>1920 × 1080 (1080p)</source>
        <translation>1920 × 1080 (1080p)</translation>
    </message>
    <message>
        <source>3840 × 2160 (4K)</source>
        <translation>3840 × 2160 (4K)</translation>
    </message>
    <message>
        <source>The size of the projector or of the slides the videos go into</source>
        <translation>投影仪或放入视频的幻灯片的尺寸</translation>
    </message>
    <message>
        <source>&amp;Size:</source>
        <translation>尺寸(&amp;S)：</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>浅色</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>深色</translation>
    </message>
    <message>
        <source>High contrast</source>
        <translation>高对比度</translation>
    </message>
    <message>
        <source>&amp;Theme:</source>
        <translation>主题(&amp;T)：</translation>
    </message>
    <message>
        <source>Choose a folder for the videos.</source>
        <translation>请为视频选择一个文件夹。</translation>
    </message>
</context>
<context>
    <name>ui::StepsDock</name>
    <message>
        <source>This step&apos;s fragments change the scene as they appear: it is retaken by editing its deck file</source>
        <translation>此步骤的片段在出现时会改变场景：请在其演示文件中修改</translation>
    </message>
    <message>
        <source>Short title: the step list, the console, handouts</source>
        <translation>简短标题：步骤列表、控制台、讲义</translation>
    </message>
    <message>
        <source>One sentence on the slide; $\Phi(x)$ is typeset</source>
        <translation>幻灯片上的一句话；$\Phi(x)$ 会被排版</translation>
    </message>
    <message>
        <source>e.g. %1</source>
        <translation>例如 %1</translation>
    </message>
    <message>
        <source>&amp;Retake the current view</source>
        <translation>重新采用当前视图(&amp;R)</translation>
    </message>
    <message>
        <source>The selected step shows the window&apos;s view as it is now: its panels, x, curves and settings (its texts, play and question stay)</source>
        <translation>所选步骤显示窗口当前的视图：面板、x、曲线和设置（其文字、播放和问题保留）</translation>
    </message>
    <message>
        <source>Replace the step&apos;s view</source>
        <translation>替换步骤的视图</translation>
    </message>
    <message>
        <source>Steps</source>
        <translation>步骤</translation>
    </message>
    <message>
        <source>The deck&apos;s title</source>
        <translation>讲稿标题</translation>
    </message>
    <message>
        <source>&amp;Add the current view as a step</source>
        <translation>将当前视图添加为步骤(&amp;A)</translation>
    </message>
    <message>
        <source>D&amp;uplicate</source>
        <translation>复制(&amp;U)</translation>
    </message>
    <message>
        <source>De&amp;lete</source>
        <translation>删除(&amp;L)</translation>
    </message>
    <message>
        <source>Move do&amp;wn</source>
        <translation>下移(&amp;W)</translation>
    </message>
    <message>
        <source>What you want to say (only you see it)</source>
        <translation>您想说的话（只有您能看到）</translation>
    </message>
    <message>
        <source>Nothing</source>
        <translation>无</translation>
    </message>
    <message>
        <source>The simulation</source>
        <translation>模拟</translation>
    </message>
    <message>
        <source>A sweep of x</source>
        <translation>扫描 x</translation>
    </message>
    <message>
        <source>The training</source>
        <translation>训练</translation>
    </message>
    <message>
        <source>not timed</source>
        <translation>不计时</translation>
    </message>
    <message>
        <source>Kept in the deck; skipped when presenting, in handouts and videos</source>
        <translation>保留在讲稿中；演示、讲义和视频中跳过</translation>
    </message>
    <message>
        <source>&amp;Title:</source>
        <translation>标题(&amp;T)：</translation>
    </message>
    <message>
        <source>&amp;Caption:</source>
        <translation>说明(&amp;C)：</translation>
    </message>
    <message>
        <source>&amp;Notes:</source>
        <translation>备注(&amp;N)：</translation>
    </message>
    <message>
        <source>&amp;Minutes:</source>
        <translation>分钟(&amp;M)：</translation>
    </message>
    <message>
        <source>Edit the notes</source>
        <translation>编辑备注</translation>
    </message>
    <message>
        <source>Rename the deck</source>
        <translation>重命名讲稿</translation>
    </message>
    <message>
        <source>Edit the title</source>
        <translation>编辑标题</translation>
    </message>
    <message>
        <source>Edit the caption</source>
        <translation>编辑说明</translation>
    </message>
    <message>
        <source>Edit the formula</source>
        <translation>编辑公式</translation>
    </message>
    <message>
        <source>Change what P plays</source>
        <translation>更改 P 播放的内容</translation>
    </message>
    <message>
        <source>Change the minutes</source>
        <translation>更改分钟数</translation>
    </message>
    <message>
        <source>Hide or show the step</source>
        <translation>隐藏或显示步骤</translation>
    </message>
    <message>
        <source>Step %1</source>
        <translation>第 %1 步</translation>
    </message>
    <message>
        <source>(hidden)</source>
        <translation>（隐藏）</translation>
    </message>
    <message>
        <source>Add a step</source>
        <translation>添加步骤</translation>
    </message>
    <message>
        <source>Duplicate the step</source>
        <translation>复制步骤</translation>
    </message>
    <message>
        <source>Delete the step</source>
        <translation>删除步骤</translation>
    </message>
    <message>
        <source>Reorder the steps</source>
        <translation>重新排列步骤</translation>
    </message>
    <message>
        <source>Shown on the handout&apos;s pages</source>
        <translation>显示在讲义的各页上</translation>
    </message>
    <message>
        <source>A new step after the selected one: the panels on screen and the scene as it is now</source>
        <translation>在所选步骤之后新建一步：屏幕上的面板和当前场景</translation>
    </message>
    <message>
        <source>A copy of the selected step, after it</source>
        <translation>所选步骤的副本，放在其后</translation>
    </message>
    <message>
        <source>Removes the selected step (undo brings it back)</source>
        <translation>删除所选步骤（撤销可恢复）</translation>
    </message>
    <message>
        <source>Moves the selected step one place earlier (or drag it in the list)</source>
        <translation>将所选步骤前移一位（或在列表中拖动）</translation>
    </message>
    <message>
        <source>Moves the selected step one place later (or drag it in the list)</source>
        <translation>将所选步骤后移一位（或在列表中拖动）</translation>
    </message>
    <message>
        <source>Undoes the last edit of the deck (Ctrl+Z in this panel)</source>
        <translation>撤销讲稿的上一次编辑（在此面板中按 Ctrl+Z）</translation>
    </message>
    <message>
        <source>Redoes the edit of the deck undone last</source>
        <translation>重做最近撤销的讲稿编辑</translation>
    </message>
    <message>
        <source>Short: the steps list, the handout&apos;s heading, the video&apos;s file name</source>
        <translation>简短：用于步骤列表、讲义标题和视频文件名</translation>
    </message>
    <message>
        <source>One sentence the audience reads</source>
        <translation>听众阅读的一句话</translation>
    </message>
    <message>
        <source>TeX, shown as it reads below while you type</source>
        <translation>TeX，输入时在下方显示其效果</translation>
    </message>
    <message>
        <source>The presenter&apos;s notes: printed on the handout, never shown to the room</source>
        <translation>演讲者备注：打印在讲义上，从不展示给听众</translation>
    </message>
    <message>
        <source>What P does while this step is shown</source>
        <translation>显示此步骤时按 P 的作用</translation>
    </message>
    <message>
        <source>The time you plan for this step</source>
        <translation>您为此步骤计划的时间</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>撤销</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>重做</translation>
    </message>
    <message>
        <source>Edit the step</source>
        <translation>编辑步骤</translation>
    </message>
    <message>
        <source>Move u&amp;p</source>
        <translation>上移(&amp;P)</translation>
    </message>
    <message>
        <source>H&amp;idden</source>
        <translation>隐藏(&amp;I)</translation>
    </message>
    <message>
        <source>F&amp;ormula (TeX):</source>
        <translation>公式(&amp;O) (TeX)：</translation>
    </message>
    <message>
        <source>P pla&amp;ys:</source>
        <translation>P 播放(&amp;Y)：</translation>
    </message>
    <message>
        <source>The panels this step shows (one to four)</source>
        <translation>此步骤显示的面板（一到四个）</translation>
    </message>
    <message>
        <source>The step&apos;s panels</source>
        <translation>步骤的面板</translation>
    </message>
    <message>
        <source>Panels:</source>
        <translation>面板：</translation>
    </message>
    <message>
        <source>Change the step&apos;s panels</source>
        <translation>更改步骤的面板</translation>
    </message>
    <message>
        <source>For the room</source>
        <translation>面向全场</translation>
    </message>
    <message>
        <source>Edit the question</source>
        <translation>编辑问题</translation>
    </message>
    <message>
        <source>No steps yet. Set the window up as the first step should look — its view, panels, x and curves — then add it as a step.</source>
        <translation>还没有步骤。先把窗口设置成第一步应有的样子（视图、面板、x 和曲线），再将其添加为步骤。</translation>
    </message>
    <message>
        <source>The panels this step shows (one to four): %1</source>
        <translation>此步骤显示的面板（一到四个）：%1</translation>
    </message>
    <message>
        <source>Click a step to show it in the window and edit it here.</source>
        <translation>单击一个步骤，在窗口中显示它并在此处编辑。</translation>
    </message>
    <message>
        <source>Present from this step</source>
        <translation>从此步骤开始演示</translation>
    </message>
    <message>
        <source>Lecture mode from the step selected (F5 starts where the last presenting stopped, else at step 1)</source>
        <translation>从所选步骤进入讲课模式（F5 从上次演示停止处开始，否则从第 1 步开始）</translation>
    </message>
    <message>
        <source>Deck: %1</source>
        <translation>演示文稿：%1</translation>
    </message>
    <message numerus="yes">
        <source>%1 +%n</source>
        <comment>the first panel and how many more</comment>
        <translation>
            <numerusform>%1 +%n</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ui::Tour</name>
    <message>
        <source>&amp;Skip tour</source>
        <translation>跳过导览(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Back</source>
        <translation>上一步(&amp;B)</translation>
    </message>
    <message>
        <source>&amp;Next</source>
        <translation>下一步(&amp;N)</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>第 %1 / %2 步</translation>
    </message>
    <message>
        <source>&amp;Done</source>
        <translation>完成(&amp;D)</translation>
    </message>
</context>
<context>
    <name>ui::TrainingPanel</name>
    <message>
        <source>%1 test</source>
        <translation>%1 测试</translation>
    </message>
    <message>
        <source>circle</source>
        <translation>圆</translation>
    </message>
    <message>
        <source>xor</source>
        <translation>异或</translation>
    </message>
    <message>
        <source>two gaussians</source>
        <translation>两个高斯簇</translation>
    </message>
    <message>
        <source>spiral</source>
        <translation>螺旋</translation>
    </message>
    <message>
        <source>regression: sin 3x</source>
        <translation>回归：sin 3x</translation>
    </message>
    <message>
        <source>Training: the same network, data and initial weights, one activation each</source>
        <translation>训练：相同的网络、数据与初始权重，各用一种激活函数</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>播放</translation>
    </message>
    <message>
        <source>Train the networks, or pause them</source>
        <translation>训练网络，或暂停</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>单步</translation>
    </message>
    <message>
        <source>Train %1 epochs more</source>
        <translation>再训练 %1 轮</translation>
    </message>
    <message>
        <source>Reset</source>
        <translation>重置</translation>
    </message>
    <message>
        <source>Back to the initial weights (epoch 0)</source>
        <translation>回到初始权重（第 0 轮）</translation>
    </message>
    <message>
        <source>Epochs</source>
        <translation>轮数</translation>
    </message>
    <message>
        <source>Where playing stops</source>
        <translation>播放停止的位置</translation>
    </message>
    <message>
        <source>Network</source>
        <translation>网络</translation>
    </message>
    <message>
        <source>Network settings</source>
        <translation>网络设置</translation>
    </message>
    <message>
        <source>Show the data, hidden layers, learning rate and optimizer</source>
        <translation>显示数据、隐藏层、学习率和优化器</translation>
    </message>
    <message>
        <source>activations</source>
        <translation>激活函数</translation>
    </message>
    <message>
        <source>Activation %1</source>
        <translation>激活函数 %1</translation>
    </message>
    <message>
        <source>The hidden layers&apos; activation of network %1</source>
        <translation>网络 %1 隐藏层的激活函数</translation>
    </message>
    <message>
        <source>Data</source>
        <translation>数据</translation>
    </message>
    <message>
        <source>The data set the networks learn</source>
        <translation>网络学习的数据集</translation>
    </message>
    <message>
        <source>Noise</source>
        <translation>噪声</translation>
    </message>
    <message>
        <source>The standard deviation of the noise on the data</source>
        <translation>数据噪声的标准差</translation>
    </message>
    <message>
        <source>Hidden layers</source>
        <translation>隐藏层</translation>
    </message>
    <message>
        <source>Units per hidden layer, comma-separated: 1 to 6 layers of 1 to 64</source>
        <translation>每个隐藏层的单元数，用逗号分隔：1 到 6 层，每层 1 到 64</translation>
    </message>
    <message>
        <source>Learning rate</source>
        <translation>学习率</translation>
    </message>
    <message>
        <source>The optimizer&apos;s step size</source>
        <translation>优化器的步长</translation>
    </message>
    <message>
        <source>Adam</source>
        <translation>Adam</translation>
    </message>
    <message>
        <source>SGD, momentum 0.9</source>
        <translation>SGD，动量 0.9</translation>
    </message>
    <message>
        <source>Optimizer</source>
        <translation>优化器</translation>
    </message>
    <message>
        <source>Adam, or SGD with momentum</source>
        <translation>Adam，或带动量的 SGD</translation>
    </message>
    <message>
        <source>data</source>
        <translation>数据</translation>
    </message>
    <message>
        <source>noise</source>
        <translation>噪声</translation>
    </message>
    <message>
        <source>hidden</source>
        <translation>隐藏层</translation>
    </message>
    <message>
        <source>rate</source>
        <translation>学习率</translation>
    </message>
    <message>
        <source>optimizer</source>
        <translation>优化器</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>暂停</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>%1: %2 test accuracy</source>
        <translation>%1：%2 测试准确率</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>%1: loss %2</source>
        <translation>%1：损失 %2</translation>
    </message>
    <message>
        <source>epoch</source>
        <translation>轮</translation>
    </message>
    <message>
        <source>%1 test accuracy %2, loss %3, dead units %4</source>
        <translation>%1 测试准确率 %2，损失 %3，死亡单元 %4</translation>
    </message>
    <message>
        <source>%1 test loss %2, dead units %3</source>
        <translation>%1 测试损失 %2，死亡单元 %3</translation>
    </message>
    <message>
        <source>Epoch %1 of %2: %3</source>
        <translation>第 %1 轮（共 %2 轮）：%3</translation>
    </message>
    <message>
        <source>%1/s</source>
        <translation>%1/秒</translation>
    </message>
    <message>
        <source>fastest</source>
        <translation>最快</translation>
    </message>
    <message>
        <source>Speed</source>
        <translation>速度</translation>
    </message>
    <message>
        <source>Epochs a second while playing</source>
        <translation>播放时每秒的轮数</translation>
    </message>
    <message>
        <source>%1 dead units</source>
        <translation>%1 个死亡单元</translation>
    </message>
    <message>
        <source>+%1</source>
        <translation>+%1</translation>
    </message>
    <message>
        <source> epochs</source>
        <translation> 轮</translation>
    </message>
    <message>
        <source>cross-entropy</source>
        <translation>交叉熵</translation>
    </message>
    <message>
        <source>squared error</source>
        <translation>平方误差</translation>
    </message>
    <message>
        <source>Loss, epoch %1 of %2 (dashed: test)</source>
        <translation>损失，第 %1 轮（共 %2 轮；虚线：测试）</translation>
    </message>
    <message>
        <source>Loss, epoch %1 (dashed: test)</source>
        <translation>损失，第 %1 轮（虚线：测试）</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>种子</translation>
    </message>
    <message>
        <source>The data, the initial weights and the batches: another seed, another run</source>
        <translation>数据、初始权重和批次：换一个种子，就是另一次运行</translation>
    </message>
    <message>
        <source>seed</source>
        <translation>种子</translation>
    </message>
    <message>
        <source>%1: P(green)</source>
        <translation>%1：P(绿)</translation>
    </message>
    <message>
        <source>Training</source>
        <translation>训练</translation>
    </message>
    <message>
        <source>Repeat over seeds…</source>
        <translation>多个种子重复…</translation>
    </message>
    <message>
        <source>Repeat over seeds</source>
        <translation>多个种子重复</translation>
    </message>
    <message>
        <source>Train this run again over several seeds: each activation&apos;s test accuracy and dead units with their spread</source>
        <translation>用多个种子重新训练：每个激活函数的测试准确率和死亡单元及其离散程度</translation>
    </message>
    <message>
        <source>epoch %1</source>
        <translation>第 %1 轮</translation>
    </message>
    <message>
        <source>%1: training %2, test %3</source>
        <translation>%1：训练 %2，测试 %3</translation>
    </message>
</context>
<context>
    <name>ui::ViewArea</name>
    <message>
        <source>Views</source>
        <translation>视图</translation>
    </message>
    <message>
        <source>&amp;Panels</source>
        <translation>面板(&amp;P)</translation>
    </message>
    <message>
        <source>Panels</source>
        <translation>面板</translation>
    </message>
    <message>
        <source>Choose this view&apos;s panels (up to %1)</source>
        <translation>选择此视图的面板（最多 %1 个）</translation>
    </message>
    <message>
        <source>Save view…</source>
        <translation>保存视图…</translation>
    </message>
    <message>
        <source>Keep these panels as a view of your own, saved with the scene</source>
        <translation>将这些面板保存为自己的视图，随场景一起保存</translation>
    </message>
    <message>
        <source>Remove view &quot;%1&quot;</source>
        <translation>删除视图“%1”</translation>
    </message>
    <message>
        <source>Save view</source>
        <translation>保存视图</translation>
    </message>
    <message>
        <source>Name of the view:</source>
        <translation>视图名称：</translation>
    </message>
    <message>
        <source>A view needs a name of 1 to %1 characters that no built-in view has, and at most %2 views of your own.</source>
        <translation>视图名称须为 1 到 %1 个字符且不与内置视图重名；自定义视图最多 %2 个。</translation>
    </message>
    <message>
        <source>This panel needs %1 × %2 pixels to be legible: scroll to see all of it, or make the window larger.</source>
        <translation>此面板需要 %1 × %2 像素才清晰可读：滚动查看全部，或放大窗口。</translation>
    </message>
    <message>
        <source>These panels need %1 × %2 pixels side by side: they are stacked — scroll, make the window larger or choose fewer panels.</source>
        <translation>这些面板并排需要 %1 × %2 像素：现已堆叠显示——请滚动、放大窗口或减少面板。</translation>
    </message>
    <message>
        <source>Shows other panels than its own (%1): click to show them again</source>
        <translation>显示的不是其自身的面板（%1）：单击以重新显示</translation>
    </message>
    <message>
        <source>%1 (changed)</source>
        <comment>a view showing other panels</comment>
        <translation>%1（已更改）</translation>
    </message>
</context>
<context>
    <name>ui::WebExportDialog</name>
    <message>
        <source>Export for web</source>
        <translation>导出为网页</translation>
    </message>
    <message>
        <source>One file that runs offline in any browser, from a USB stick or a course page too: students move x, play and explore it live.</source>
        <translation>一个可在任何浏览器中离线运行的文件，也可放在U盘或课程网页上：学生可以移动 x、播放并实时探索。</translation>
    </message>
    <message>
        <source>Web page (*.html)</source>
        <translation>网页 (*.html)</translation>
    </message>
    <message>
        <source>The window&apos;s &amp;scene, as it is now</source>
        <translation>窗口当前的场景(&amp;S)</translation>
    </message>
    <message>
        <source>The &amp;deck, presented step by step (steps: %1)</source>
        <translation>讲稿，逐步演示（步数：%1）(&amp;D)</translation>
    </message>
    <message>
        <source>The &amp;deck (it has no steps yet)</source>
        <translation>讲稿（还没有步骤）(&amp;D)</translation>
    </message>
    <message>
        <source>The page holds:</source>
        <translation>页面包含：</translation>
    </message>
    <message>
        <source>Leave the right &amp;answers of the deck&apos;s questions out</source>
        <translation>不包含问题的正确答案(&amp;A)</translation>
    </message>
    <message>
        <source>For a page handed out before the lecture: the questions stay, what is right does not</source>
        <translation>用于课前分发的页面：保留问题，不含答案</translation>
    </message>
    <message>
        <source>Choose a file for the page.</source>
        <translation>请为页面选择一个文件。</translation>
    </message>
    <message>
        <source>A web page&apos;s name ends in .html: &apos;%1&apos; does not.</source>
        <translation>网页的文件名应以 .html 结尾：“%1”不是。</translation>
    </message>
</context>
</TS>
