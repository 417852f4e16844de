#include "app/cli/exportcommand.h"

#include "models/advice/advice.h"
#include "models/advice/rules.h"
#include "models/catalog/presetloader.h"
#include "models/report/reportdata.h"
#include "models/scenario/scenarioio.h"
#include "models/sizing/sizingengine.h"
#include "ui/report/pdfreportwriter.h"

#include <QCoreApplication>
#include <QLocale>
#include <QTranslator>

namespace Advisor::Cli {

namespace {
QString tr(const char *text)
{
    return QCoreApplication::translate("Advisor::Cli", text);
}

/** Installs the Chinese translation for this process; English needs nothing. */
bool applyLanguage(const QString &language, QTranslator &translator, Context &context)
{
    if (language == QLatin1String("en")) {
        QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
        return true;
    }
    if (language != QLatin1String("zh_CN")) {
        context.err << tr("--lang expects en or zh_CN, found \"%1\"").arg(language) << Qt::endl;
        return false;
    }
    if (!translator.load(QStringLiteral(":/i18n/gpuadvisor_zh_CN.qm"))) {
        context.err << tr("the Chinese translation is missing from this build") << Qt::endl;
        return false;
    }
    QCoreApplication::installTranslator(&translator);
    // Catalog texts ({"en", "zh_CN"}) and number formats follow the default locale.
    QLocale::setDefault(QLocale(QLocale::Chinese, QLocale::China));
    return true;
}
} // namespace

int runExportCommand(const QStringList &args, Context &context)
{
    const auto parsed = parseArgs(args,
                                  {QStringLiteral("scenario"), QStringLiteral("pdf"), QStringLiteral("csv"),
                                   QStringLiteral("lang"), QStringLiteral("customer"), QStringLiteral("prepared-by"),
                                   QStringLiteral("catalog"), QStringLiteral("rules"), QStringLiteral("top")},
                                  {QStringLiteral("no-bom")}, context);
    if (!parsed)
        return 2;
    if (!parsed->positional.isEmpty()) {
        context.err << tr("unexpected argument \"%1\"").arg(parsed->positional.first()) << Qt::endl;
        return 2;
    }
    if (!parsed->has(QStringLiteral("scenario"))) {
        context.err << tr("--scenario FILE is required") << Qt::endl;
        return 2;
    }
    if (!parsed->has(QStringLiteral("pdf")) && !parsed->has(QStringLiteral("csv"))) {
        context.err << tr("--pdf OUT (or --csv OUT) is required") << Qt::endl;
        return 2;
    }
    int top = 0; // 0: every row of the view
    if (parsed->has(QStringLiteral("top"))) {
        bool ok = false;
        top = parsed->value(QStringLiteral("top")).toInt(&ok);
        if (!ok || top < 1 || top > 10000) {
            context.err << tr("--top expects a whole number from 1 to 10000") << Qt::endl;
            return 2;
        }
    }
    // The translator must outlive every tr() below, so it lives here.
    QTranslator translator;
    if (!applyLanguage(parsed->has(QStringLiteral("lang")) ? parsed->value(QStringLiteral("lang"))
                                                           : QStringLiteral("en"),
                       translator, context))
        return 2;

    const auto catalog = loadCatalog(*parsed, context);
    if (!catalog)
        return parsed->has(QStringLiteral("catalog")) ? 2 : 1;
    const PresetLoadResult presets = PresetLoader::embedded();
    if (!presets.library) {
        for (const QString &line : presets.diagnostics.toStringList())
            context.err << line << Qt::endl;
        return 1;
    }
    const QString path = parsed->value(QStringLiteral("scenario"));
    const ScenarioLoadResult loaded = ScenarioIo::fromFile(path);
    for (const QString &line : loaded.diagnostics.toStringList())
        context.err << path << QStringLiteral(": ") << line << Qt::endl;
    if (!loaded.scenario) {
        context.err << tr("%1 is not a usable scenario file; nothing was written").arg(path) << Qt::endl;
        return 2;
    }
    const Scenario &scenario = *loaded.scenario;
    if (!scenario.model.isEmpty() && !presets.library->preset(scenario.model)) {
        context.err << path << QStringLiteral(": ")
                    << tr("error: /workload/model: unknown model preset \"%1\"").arg(scenario.model) << Qt::endl;
        return 2;
    }
    const bool customRules = parsed->has(QStringLiteral("rules"));
    const RulesLoadResult rules =
        customRules ? RulesLoader::fromFile(parsed->value(QStringLiteral("rules"))) : RulesLoader::embedded();
    for (const QString &line : rules.diagnostics.toStringList())
        context.err << (customRules ? parsed->value(QStringLiteral("rules")) : tr("embedded rules"))
                    << QStringLiteral(": ") << line << Qt::endl;
    if (!rules.rules)
        return customRules ? 2 : 1;

    const SizingEngine engine(*catalog, *presets.library);
    const Recommendation recommendation = engine.recommend(scenario);
    const AdviceReport advice =
        advise(scenario, recommendation, recommendation.ranked.empty() ? nullptr : &recommendation.ranked.front(),
               *catalog, *rules.rules);
    ReportBuilder::Input input;
    input.scenario = &scenario;
    input.recommendation = &recommendation;
    input.advice = &advice;
    input.catalog = catalog.operator->();
    input.money = MoneyFormatter(catalog->currency, catalog->currency, 1);
    input.meta.customer = parsed->value(QStringLiteral("customer"));
    input.meta.preparedBy = parsed->value(QStringLiteral("prepared-by"));
    ReportData report = ReportBuilder::build(input);
    if (top > 0 && report.table.rows.size() > top) {
        report.table.rows.resize(top);
        report.table.notes << tr("Only the first %1 rows are shown (--top).").arg(top);
    }

    int code = 0;
    if (parsed->has(QStringLiteral("csv"))) {
        QString error;
        const QString out = parsed->value(QStringLiteral("csv"));
        if (report.table.writeCsv(out, !parsed->has(QStringLiteral("no-bom")), &error))
            context.out << tr("wrote %1").arg(out) << Qt::endl;
        else {
            context.err << error << Qt::endl;
            code = 1;
        }
    }
    if (parsed->has(QStringLiteral("pdf"))) {
        Ui::PdfReportWriter::Options options;
        options.catalog = catalog.operator->();
        Ui::PdfReportWriter writer(options);
        const QString out = parsed->value(QStringLiteral("pdf"));
        if (writer.writeFile(report, out)) {
            context.out << QCoreApplication::translate("Advisor::Cli", "wrote %1 (%n page(s))", nullptr,
                                                       writer.pageCount())
                               .arg(out)
                        << Qt::endl;
        } else {
            context.err << writer.errorString() << Qt::endl;
            code = 1;
        }
    }
    return code;
}

} // namespace Advisor::Cli
