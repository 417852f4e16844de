// SPDX-License-Identifier: Apache-2.0
#include "ui/application/helpdialog.h"

#include "models/pricing/priceage.h"

#include <QDialogButtonBox>
#include <QEvent>
#include <QGuiApplication>
#include <QLocale>
#include <QScreen>
#include <QScrollBar>
#include <QTextBrowser>
#include <QVBoxLayout>

namespace Advisor::Ui {

HelpDialog::HelpDialog(QWidget *parent)
    : QDialog(parent)
    , m_text(new QTextBrowser(this))
    , m_buttons(new QDialogButtonBox(QDialogButtonBox::Close, this))
{
    setObjectName(QStringLiteral("helpDialog"));
    m_text->setObjectName(QStringLiteral("helpText"));
    m_text->setOpenLinks(false);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_text, 1);
    layout->addWidget(m_buttons);
    retranslate();
}

QStringList HelpDialog::steps()
{
    return {
        tr("First page, what do you want to run? Pick an example close to your project, or open a saved scenario, and "
           "give it a name. From then on the line at the foot of the window shows the best answer so far."),
        tr("1. Workload. The model (pick a name from the list, or give its size in billions of parameters, B), "
           "what you do with it (train, fine-tune or serve) and its precision (BF16, FP8, INT4: how many bytes "
           "each parameter takes)."),
        tr("2. Scale and speed. For serving: how many users at once or requests per second, how long questions "
           "and answers are (tokens), and how fast answers must come (time to first token, per-token latency). "
           "For training: the data (tokens or samples), the epochs and the deadline."),
        tr("3. Budget and billing. The most you want to spend per month or for the whole job, the region, the "
           "billing models to compare, your discount off the list price, the GPU memory to keep free (%) and "
           "whether the job may be interrupted (needed for spot instances)."),
        tr("4. Data and network. How large the dataset is (GB), where it is stored, and how many machines the "
           "job may span."),
        tr("5. Results. The configurations that fit, cheapest first on the billing you chose. Select a row for "
           "its details, advice and charts; export the table as CSV or XLSX, or a PDF report for the customer."),
    };
}

QString HelpDialog::priceLabels()
{
    // The widths are the ones the cost band adds (models/pricing/priceage.h), so the guide cannot drift from them.
    static_assert(estimatedPriceWidth == derivedPriceWidth, "the guide gives one width for an estimate and a ratio");
    const auto percent = [](double width, int decimals) { return QLocale().toString(width * 100, 'f', decimals); };
    return tr("Each price says how directly it was obtained and how old it is, not a grade: a list price Alibaba "
              "Cloud publishes, one a third party copied (with the month it was collected), one estimated or derived "
              "from another price (~), or your own quote (‡). Beside it: when Alibaba Cloud published it, when it "
              "was fetched or collected, and how long ago. Each step away from Alibaba Cloud's own price widens the "
              "cost band (±%1 % for a copy, ±%2 % for an estimate or a billing ratio), and so does age: ±%3 % a "
              "month, up to ±%4 %.")
        .arg(percent(thirdPartyCopyWidth, 0), percent(derivedPriceWidth, 0), percent(priceDriftPerYear / 12, 1),
             percent(maximumAgeWidth, 0));
}

QList<HelpDialog::Entry> HelpDialog::glossary()
{
    return {
        {tr("Token"),
         tr("The unit in which models read and write text: a short piece of a word. About ¾ of an English word; "
            "in Chinese, one to one and a half characters. Questions and answers are measured in tokens.")},
        {tr("TTFT (time to first token)"),
         tr("How long a user waits after sending a request until the first words of the answer appear, reading "
            "the whole question (prefill) included. In milliseconds (ms) or seconds (s).")},
        {tr("TPOT (time per output token), per-token latency"),
         tr("Once the answer has started, the time from one token to the next, in milliseconds per token. "
            "20 ms per token is 50 tokens a second for each user, faster than anyone reads.")},
        {tr("Throughput"),
         tr("What one configuration produces for all its users together: tokens per second (tokens/s), "
            "requests per second, or samples per second when training.")},
        {tr("MBU / MFU"),
         tr("How busy the GPU is kept, in %. MBU (model bandwidth utilisation): the share of the GPU's memory "
            "bandwidth (GB/s) used while generating, which sets serving speed. MFU (model FLOPs utilisation): "
            "the share of its peak computing power (TFLOPS) doing useful work, which sets training speed; "
            "published large training runs (Llama 2, PaLM) reach about 40–50 %.")},
        {tr("Headroom"),
         tr("GPU memory left free once the model, its caches and working memory are loaded, in GiB or % of the "
            "card. The safety margin on the budget page is the headroom you ask for. Serving engines such as "
            "vLLM fill spare memory with KV cache on purpose, so little headroom there is normal.")},
        {tr("Replicas"),
         tr("Complete copies of the model, each on its own GPUs, answering different users side by side. More "
            "replicas serve more users at once; they do not make one answer faster.")},
        {tr("KV cache"),
         tr("Memory the model keeps for each conversation in progress, so that it need not read the text so far "
            "again. It grows with the length of the conversation (tokens) and the number of users at once, and "
            "takes GPU memory (GiB).")},
        {tr("ZeRO"),
         tr("A way to train on several GPUs in which the optimizer state, the gradients and (at stage 3) the "
            "weights are shared out among the GPUs instead of copied to each. Less memory per GPU, more traffic "
            "between GPUs.")},
        {tr("Tensor, pipeline and data parallel (TP × PP × DP)"),
         tr("Three ways to spread one job over many GPUs; it uses TP × PP × DP GPUs. Tensor parallel splits every "
            "layer across the GPUs of one machine and needs a fast link (NVLink). Pipeline parallel gives each "
            "GPU a run of layers and passes the work along, as on an assembly line. Data parallel runs full copies "
            "on different parts of the data and combines their results at every step.")},
        {tr("Price on request"),
         tr("Alibaba Cloud publishes no price for this instance type, often a new or invitation-only GPU. Such "
            "rows rank after the priced ones, at a placeholder rate that is not a quote. Ask your Alibaba Cloud "
            "account manager for a price and enter it with “Your quote…” on the Results page.")},
        {tr("Price labels"), priceLabels()},
        {tr("Official list price"), tr("Alibaba Cloud's own published price.")},
        {tr("Derived price (~)"),
         tr("Worked out by a ratio from the list price of another billing model, for example a subscription "
            "price from the pay-as-you-go price.")},
        {tr("Estimated price (~)"), tr("Worked out from another size of the same family, by GPU count.")},
        {tr("Third-party copy"),
         tr("A list price copied by someone other than Alibaba Cloud (a blog, a reseller), shown with its date.")},
        {tr("Your quote (‡)"), tr("A price you entered. It is used as it is and never discounted again.")},
        {tr("Pay-as-you-go"),
         tr("Billed by the second for the time the instance runs, with no commitment: the dearest per hour, and "
            "the cheapest for short or irregular use.")},
        {tr("Spot instance"),
         tr("Spare capacity at a market price that changes, up to 90 % below pay-as-you-go, which Alibaba Cloud "
            "may take back when it needs it (after an optional first hour of protection). Only for work that can "
            "stop and resume, such as training that saves checkpoints.")},
        {tr("Subscription"),
         tr("Paid in advance per instance for a month or a year, whether it runs or not: cheaper per hour than "
            "pay-as-you-go for an instance that runs most of the time.")},
        {tr("Savings plan"),
         tr("A promise to spend a fixed amount per hour for 1 or 3 years, in return for lower rates on the "
            "matching pay-as-you-go use (Alibaba Cloud states up to 76 % off).")},
        {tr("Customer discount"),
         tr("Your negotiated discount off the list price, as % off: a price at 80 % of the list price is a "
            "discount of 20. It applies to every listed price, not to your own quotes.")},
        {tr("Cost band"),
         tr("The range a cost is likely to fall in, per month or per job, in your display currency. It is wider "
            "when the price is derived, estimated, copied or old, or the speed is an estimate; the single figure "
            "shown with it is the best estimate.")},
    };
}

QString HelpDialog::html()
{
    QString out = QStringLiteral("<h2>%1</h2><h3>%2</h3>")
                      .arg(tr("Guide").toHtmlEscaped(), tr("The wizard, step by step").toHtmlEscaped());
    for (const QString &step : steps())
        out += QStringLiteral("<p>%1</p>").arg(step.toHtmlEscaped());
    out += QStringLiteral("<p><i>%1</i></p>")
               .arg(tr("Back and Next (Alt+B, Alt+N) move between the steps, and any answer can be changed later. "
                       "F1 opens this guide on every step; Esc closes it.")
                        .toHtmlEscaped());
    out += QStringLiteral("<h3>%1</h3>").arg(tr("Glossary").toHtmlEscaped());
    for (const Entry &entry : glossary())
        out += QStringLiteral("<p><b>%1</b><br>%2</p>").arg(entry.term.toHtmlEscaped(), entry.meaning.toHtmlEscaped());
    return out;
}

void HelpDialog::retranslate()
{
    setWindowTitle(tr("Guide — GPU Instance Advisor"));
    // Keeps the reader's place: a language switch while reading should not jump back to the top.
    const int position = m_text->verticalScrollBar()->value();
    m_text->setHtml(html());
    m_text->verticalScrollBar()->setValue(position);
}

void HelpDialog::fitToScreen()
{
    const QScreen *target = parentWidget() && parentWidget()->screen() ? parentWidget()->screen() : screen();
    if (!target)
        target = QGuiApplication::primaryScreen();
    if (!target)
        return;
    const QRect available = target->availableGeometry();
    // About 90 characters a line reads well; the screen less a frame's room bounds it on a projector.
    const int wanted = fontMetrics().averageCharWidth() * 90;
    const QSize size(qMin(qMax(wanted, 560), available.width() - 48), available.height() - 96);
    resize(size);
    move(available.center() - QPoint(size.width() / 2, size.height() / 2));
}

void HelpDialog::showEvent(QShowEvent *event)
{
    // Presentation mode may have changed the font (and the screen) since it was last shown.
    fitToScreen();
    QDialog::showEvent(event);
}

void HelpDialog::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QDialog::changeEvent(event);
}

} // namespace Advisor::Ui
